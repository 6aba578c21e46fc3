import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFeedback } from '../lib/use-feedback';
import { ShellFeedback } from './shell-feedback';

/** The last screen's message, kept past its unmount (a request answered after a sign-out). */
let lastMessage: ReturnType<typeof useFeedback>['message'] | null = null;

/** A screen that shows a message and a dialog as screens do. */
function Screen() {
  const { message, modal } = useFeedback();
  lastMessage = message;
  return (
    <>
      <button type="button" onClick={() => void message.success('Saved')}>
        save
      </button>
      <button type="button" onClick={() => modal.confirm({ title: 'Delete the device?' })}>
        delete
      </button>
    </>
  );
}

afterEach(cleanup);

describe('ShellFeedback', () => {
  it('draws the shell in an element with the theme’s text colour, size and font, as antd’s App does', () => {
    const { container } = render(
      <ShellFeedback>
        <p>the shell</p>
      </ShellFeedback>,
    );
    const app = container.firstElementChild as HTMLElement;
    expect(app.style.color).toBe('rgba(0, 0, 0, 0.88)');
    expect(app.style.fontSize).toBe('14px');
    expect(app.style.fontFamily).toContain('-apple-system');
    expect(app.textContent).toBe('the shell');
  });

  it('shows a message and a dialog asked for before their code came, once it is in', async () => {
    render(
      <ShellFeedback>
        <Screen />
      </ShellFeedback>,
    );
    fireEvent.click(screen.getByText('save'));
    fireEvent.click(screen.getByText('delete'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect((await screen.findAllByText('Delete the device?')).length).toBeGreaterThan(0);
  });

  it('after the shell is left and entered again (a sign-out and in), its new holders show, and not what came in between', async () => {
    const first = render(
      <ShellFeedback>
        <Screen />
      </ShellFeedback>,
    );
    fireEvent.click(screen.getByText('save'));
    await screen.findByText('Saved');
    first.unmount();
    await act(async () => undefined);
    void lastMessage?.success('Saved after the sign-out');
    render(
      <ShellFeedback>
        <Screen />
      </ShellFeedback>,
    );
    fireEvent.click(screen.getByText('delete'));
    expect((await screen.findAllByText('Delete the device?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Saved after the sign-out')).toBeNull();
  });
});
