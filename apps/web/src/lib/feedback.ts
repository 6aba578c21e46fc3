import { create } from 'zustand';
import type { Feedback } from './deferred-feedback';

type MessageApi = Pick<Feedback['message'], 'error'>;
type ShellFeedback = { message: MessageApi; modal: Pick<Feedback['modal'], 'confirm'> };

// Code outside React (the HTTP client) needs antd's message and modal, as instances that follow
// the theme and locale: the signed-in shell's (useFeedback, which the screens use too), else the
// root's message (the login page shows errors too). Neither is part of the login page's first
// load: the root loads the message's code once it is wanted (an error to show, or the login
// form in use), and without a shell the static modal is loaded when first needed.
let shell: ShellFeedback | null = null;
let rootMessage: MessageApi | null = null;
const waiting: string[] = [];

/** How long an error message stays (5000 ms: docs/product-rules.md, "Numbers"); antd counts in seconds. */
const ERROR_SECONDS = 5;

const currentMessage = () => shell?.message ?? rootMessage;

/**
 * One toast per message: parallel requests refused alike (a 206 answering three calls at once)
 * show a single toast. The text is its key, so a repeat replaces the toast on screen and
 * restarts its five seconds rather than stacking another.
 */
function showWaiting(): void {
  const message = currentMessage();
  if (!message) return;
  for (const text of new Set(waiting.splice(0)))
    void message.error({ content: text, key: `error:${text}`, duration: ERROR_SECONDS });
}

/** Whether the root should load antd's message (see app/use-message-host.ts). */
export const useMessagesWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

/** Starts loading the message's code before an error needs it. */
export function prefetchMessages(): void {
  if (!currentMessage()) useMessagesWanted.setState({ wanted: true });
}

/** Called by the root with its context-aware message instance; shows what waited for it. */
export function bindMessage(instance: MessageApi): void {
  rootMessage = instance;
  showWaiting();
}

/** The message's code could not be loaded: what waited is logged instead; the next error retries. */
export function messagesUnavailable(): void {
  for (const text of waiting.splice(0)) console.error(text);
  useMessagesWanted.setState({ wanted: false });
}

/** Called by the shell with its context-aware message and modal; returns the unbinding for its unmount. */
export function bindShellFeedback(feedback: ShellFeedback): () => void {
  shell = feedback;
  showWaiting();
  return () => {
    if (shell === feedback) shell = null;
  };
}

/** Shows a red message for 5 seconds. */
export function showError(text: string): void {
  waiting.push(text);
  const message = currentMessage();
  if (message) showWaiting();
  else prefetchMessages();
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
  if (shell) shell.modal.confirm(options);
  else void import('./static-modal').then((m) => m.StaticModal.confirm(options));
}
