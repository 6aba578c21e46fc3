import { describe, expect, it, vi } from 'vitest';
import { deferredFeedback, type Feedback } from './deferred-feedback';

/** A stand-in for antd's feedback that records its calls; a dialog answers `ok` once closed. */
function recorder() {
  const calls: string[] = [];
  const dialog = (name: string) => (config: { title: string }) => {
    calls.push(`${name}:${config.title}`);
    let close: (ok: boolean) => void = () => undefined;
    const answer = new Promise<boolean>((resolve) => {
      close = resolve;
    });
    return {
      destroy: () => {
        calls.push('destroy');
        close(false);
      },
      update: (c: { title: string }) => calls.push(`update:${c.title}`),
      // biome-ignore lint/suspicious/noThenProperty: antd's dialog handles are thenables.
      then: answer.then.bind(answer),
      ok: () => close(true),
    };
  };
  const toast = (name: string) => (content: string) => {
    calls.push(`${name}:${content}`);
    const closed = Object.assign(() => calls.push(`close:${content}`), {
      // biome-ignore lint/suspicious/noThenProperty: antd's message handles are thenables.
      then: (done: (v: boolean) => unknown) => Promise.resolve(true).then(done),
    });
    return closed;
  };
  const feedback = {
    message: {
      success: toast('success'),
      error: toast('error'),
      destroy: () => calls.push('message.destroy'),
    },
    notification: { info: (c: { message: string }) => calls.push(`notice:${c.message}`) },
    modal: { confirm: dialog('confirm') },
  };
  return { calls, feedback: feedback as unknown as Feedback };
}

/** The feedback's code, absent until the test lets it arrive. */
function codeLater(feedback: Feedback) {
  let real: Feedback | null = null;
  let arrived: (f: Feedback) => void = () => undefined;
  const promise = new Promise<Feedback>((resolve) => {
    arrived = resolve;
  });
  return {
    real: () => real,
    arrival: () => promise,
    arrive: () => {
      real = feedback;
      arrived(feedback);
      return promise;
    },
  };
}

describe('deferredFeedback', () => {
  it('makes the calls made before the code came, in their order, once it is in', async () => {
    const { calls, feedback } = recorder();
    const code = codeLater(feedback);
    const asked = vi.fn(code.arrival);
    const deferred = deferredFeedback(code.real, asked);
    void deferred.message.success('saved');
    deferred.notification.info({ message: 'new device' });
    void deferred.message.error('refused');
    expect(calls).toEqual([]);
    expect(asked).toHaveBeenCalled();
    await code.arrive();
    await Promise.resolve();
    expect(calls).toEqual(['success:saved', 'notice:new device', 'error:refused']);
    // Once in, a call is made at once.
    void deferred.message.success('again');
    expect(calls.at(-1)).toBe('success:again');
  });

  it('hands back what antd does: a dialog to update, destroy or await, a message to close or await', async () => {
    const { calls, feedback } = recorder();
    const code = codeLater(feedback);
    const deferred = deferredFeedback(code.real, code.arrival);
    const dialog = deferred.modal.confirm({ title: 'Delete?' });
    dialog.update({ title: 'Delete 3?' });
    const toast = deferred.message.success('done');
    toast();
    const toastDone = toast.then((v) => v);
    const answered = (async () => await dialog)();
    void code.arrive();
    expect(await toastDone).toBe(true);
    dialog.destroy();
    expect(await answered).toBe(false);
    expect(calls).toEqual(['confirm:Delete?', 'update:Delete 3?', 'success:done', 'close:done', 'destroy']);
  });

  it('answers a dialog made once the code is in with antd’s own handle', async () => {
    const { feedback } = recorder();
    const deferred = deferredFeedback(
      () => feedback,
      () => Promise.reject(new Error('not asked')),
    );
    const dialog = deferred.modal.confirm({ title: 'Sure?' }) as unknown as { ok: () => void };
    dialog.ok();
    expect(await (dialog as unknown as Promise<boolean>)).toBe(true);
  });

  it('drops a call made while there is no shell to show it in', async () => {
    const { calls, feedback } = recorder();
    const code = codeLater(feedback);
    let shell = true;
    const deferred = deferredFeedback(code.real, () => (shell ? code.arrival() : null));
    shell = false;
    const toast = deferred.message.success('saved after the sign-out');
    toast();
    shell = true;
    void deferred.message.success('the next user’s');
    await code.arrive();
    await Promise.resolve();
    expect(calls).toEqual(['success:the next user’s']);
  });
});
