import type { App } from 'antd';

/** What antd's `App.useApp()` hands out: the message, the notification and the modal. */
export type Feedback = ReturnType<typeof App.useApp>;

const AREAS = {
  message: ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
  notification: ['info', 'success', 'error', 'warning', 'open', 'destroy'],
  modal: ['info', 'success', 'error', 'warning', 'confirm'],
} as const;

type Handle = (() => void) & {
  destroy(): void;
  update(config: unknown): void;
  then(onDone?: (value: unknown) => unknown, onFailed?: (reason: unknown) => unknown): Promise<unknown>;
};

/**
 * The message, notification and modal before their code is in (app/shell-feedback.tsx): every call
 * is made by `real()` once it answers, and until then waits for `arrived()` (which asks for the
 * code), all of them in the order made. What a call hands back behaves the same either way: a
 * message's close function, a dialog's `destroy` and `update`, and the promise of either
 * (`await modal.confirm(...)`, `message.success(...).then(...)`). When `arrived()` answers null
 * (no shell to show it in: a screen's answer that came after a sign-out), the call is dropped, as
 * antd drops one whose holder is gone: its handle does nothing and its promise never settles.
 */
export function deferredFeedback(
  real: () => Feedback | null,
  arrived: () => Promise<Feedback> | null,
): Feedback {
  const queue: ((feedback: Feedback) => void)[] = [];
  const enqueue = (step: (feedback: Feedback) => void) => {
    const arrival = arrived();
    if (!arrival) return;
    queue.push(step);
    void arrival.then((feedback) => {
      for (const next of queue.splice(0)) next(feedback);
    });
  };
  const later = (call: (feedback: Feedback) => unknown): Handle => {
    let result: Partial<Handle> | undefined;
    let made: (boxed: { result: Partial<Handle> }) => void = () => undefined;
    // Boxed: what a call hands back is itself a thenable, which a promise would take the value of.
    const boxed = new Promise<{ result: Partial<Handle> }>((resolve) => {
      made = resolve;
    });
    enqueue((feedback) => {
      result = call(feedback) as Partial<Handle>;
      made({ result });
    });
    // What is done to the handle comes after the call itself, in the order of everything else.
    const after = (step: (r: Partial<Handle>) => void) =>
      result ? step(result) : enqueue(() => step(result as Partial<Handle>));
    const handle = (() => after((r) => (r as () => void)())) as Handle;
    handle.destroy = () => after((r) => r.destroy?.());
    handle.update = (config) => after((r) => r.update?.(config));
    // biome-ignore lint/suspicious/noThenProperty: antd's own handles are thenables; so is this one.
    handle.then = (onDone, onFailed) => boxed.then(({ result: r }) => r).then(onDone, onFailed);
    return handle;
  };
  const feedback: Record<string, Record<string, unknown>> = {};
  for (const [area, names] of Object.entries(AREAS)) {
    feedback[area] = {};
    for (const name of names)
      feedback[area][name] = (...args: unknown[]) => {
        const call = (f: Feedback) =>
          (f as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[area][name](...args);
        const now = real();
        // Calls still waiting go first.
        return now && queue.length === 0 ? call(now) : later(call);
      };
  }
  return feedback as unknown as Feedback;
}
