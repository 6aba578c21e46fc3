import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeLoader, WhenLoaded } from './code-loader';

/** A download the test finishes (or fails) when it wants. */
function download() {
  let finish!: () => void;
  let fail!: (err: Error) => void;
  const done = new Promise<() => ReactNode>((resolve, reject) => {
    finish = () => resolve(() => <p>the screen</p>);
    fail = reject;
  });
  const load = vi.fn(() => done);
  return { load, finish, fail };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

afterEach(cleanup);

describe('WhenLoaded', () => {
  it('shows the fallback until the code is in, then the component, downloading once', async () => {
    const d = download();
    const loader = codeLoader(d.load);
    render(<WhenLoaded loader={loader} fallback={<p>waiting</p>} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => d.finish());
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(loader.ready).toBe(true);

    // Rendered again elsewhere: at once, with no download and no fallback on the way.
    cleanup();
    render(<WhenLoaded loader={loader} fallback={<p>waiting</p>} />);
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(d.load).toHaveBeenCalledTimes(1);
  });

  it('renders code loaded beforehand in the same render, without suspending', async () => {
    const d = download();
    const loader = codeLoader(d.load);
    const preload = loader.load();
    d.finish();
    await preload;
    // A Suspense boundary above would show its fallback if the component suspended even once.
    render(
      <Suspense fallback={<p>suspended</p>}>
        <loader.Component />
      </Suspense>,
    );
    expect(screen.queryByText('suspended')).toBeNull();
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('hands a failed download to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const d = download();
    const loader = codeLoader(d.load);
    render(
      <Boundary>
        <WhenLoaded loader={loader} fallback={<p>waiting</p>} />
      </Boundary>,
    );
    await act(async () => d.fail(new Error('offline')));
    expect(loader.failed).toBe(true);
    expect(await screen.findByText('failed: offline')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
