import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the bound instances are module state.
async function load() {
  vi.resetModules();
  return import('./feedback');
}

const fakeMessage = () => ({ error: vi.fn() });
const fakeModal = () => ({ confirm: vi.fn() });
/** An error toast as shown: keyed by its text, for 5 seconds (docs/product-rules.md, "Numbers"). */
const shown = (text: string) => ({ content: text, key: `error:${text}`, duration: 5 });

describe('feedback', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('keeps an error until a message instance is bound, and asks for one meanwhile', async () => {
    const f = await load();
    f.showError('Address does not exist');
    expect(f.useMessagesWanted.getState().wanted).toBe(true);
    const message = fakeMessage();
    f.bindMessage(message as never);
    expect(message.error).toHaveBeenCalledWith(shown('Address does not exist'));
  });

  it("prefers the shell's message while the shell is mounted, the root's after", async () => {
    const f = await load();
    const root = fakeMessage();
    const shell = { message: fakeMessage(), modal: fakeModal() };
    f.bindMessage(root as never);
    const unbind = f.bindShellFeedback(shell as never);
    f.showError('one');
    expect(shell.message.error).toHaveBeenCalledWith(shown('one'));
    unbind();
    f.showError('two');
    expect(root.error).toHaveBeenCalledWith(shown('two'));
    expect(root.error).not.toHaveBeenCalledWith(shown('one'));
  });

  it('logs what waited when the message code cannot be loaded, and asks again on the next error', async () => {
    const f = await load();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    f.showError('lost');
    f.messagesUnavailable();
    expect(log).toHaveBeenCalledWith('lost');
    expect(f.useMessagesWanted.getState().wanted).toBe(false);
    f.showError('again');
    expect(f.useMessagesWanted.getState().wanted).toBe(true);
  });

  it('shows one toast for the same message given several times at once', async () => {
    const f = await load();
    f.showError('Signed out');
    f.showError('Signed out');
    f.showError('Other');
    const message = fakeMessage();
    f.bindMessage(message as never);
    expect(message.error).toHaveBeenCalledTimes(2);
    // Again while on screen: keyed by its text, so antd replaces the toast rather than adding one.
    f.showError('Signed out');
    expect(message.error).toHaveBeenLastCalledWith(shown('Signed out'));
  });

  it("confirms through the shell's modal when there is one", async () => {
    const f = await load();
    const shell = { message: fakeMessage(), modal: fakeModal() };
    f.bindShellFeedback(shell as never);
    const options = { title: 't', content: 'c', okText: 'ok', cancelText: 'no', onOk: () => undefined };
    f.confirm(options);
    expect(shell.modal.confirm).toHaveBeenCalledWith(options);
  });
});
