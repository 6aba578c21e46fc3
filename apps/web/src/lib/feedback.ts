import { type App, Modal as StaticModal, message as staticMessage } from 'antd';

type Feedback = ReturnType<typeof App.useApp>;

// Code outside React (the HTTP client) needs antd's message and modal; the instances from
// <App> follow the theme and locale, the static ones are only a fallback before it mounts.
let bound: Pick<Feedback, 'message' | 'modal'> | null = null;

/** Called once by the app shell with the context-aware instances. */
export function bindFeedback(feedback: Pick<Feedback, 'message' | 'modal'>): void {
  bound = feedback;
}

/** How long an error message stays (spec §9: 5000 ms); antd counts in seconds. */
const ERROR_SECONDS = 5;

/** Shows a red message for 5 seconds. */
export function showError(text: string): void {
  void (bound?.message ?? staticMessage).error(text, ERROR_SECONDS);
}

type ConfirmOptions = {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
  onCancel?: () => void;
};

/** Asks the user to confirm (a warning-style dialog with OK and Cancel). */
export function confirm(options: ConfirmOptions): void {
  (bound?.modal ?? StaticModal).confirm(options);
}
