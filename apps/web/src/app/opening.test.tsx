import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What the opening asks for, each held by the test until it lets it go.
const held = vi.hoisted(() => ({
  screen: null as null | { resolve: () => void; reject: (e: Error) => void },
  figures: null as null | { resolve: () => void },
  menus: null as null | { resolve: () => void },
  device: 'mobile' as 'mobile' | 'desktop',
  ready: false,
  loads: 0,
  figuresAsked: 0,
}));

vi.mock('./screens', () => ({
  screenLoader: () => ({
    get ready() {
      return held.ready;
    },
    load: () => {
      held.loads++;
      return new Promise<void>((resolve, reject) => {
        held.screen = {
          resolve: () => {
            held.ready = true;
            resolve();
          },
          reject,
        };
      });
    },
  }),
}));
vi.mock('../features/dashboard/api/ask-opening', () => ({
  askDashboardOpening: () => {
    held.figuresAsked++;
    return new Promise<void>((resolve) => {
      held.figures = { resolve };
    });
  },
}));
vi.mock('../components/shell/lazy-menus', () => ({
  loadMenus: () =>
    new Promise<void>((resolve) => {
      held.menus = { resolve };
    }),
}));
vi.mock('../stores/app', () => ({ useAppStore: { getState: () => ({ device: held.device }) } }));
vi.mock('./route-list', () => ({ askSession: () => undefined }));
vi.mock('../lib/token-storage', () => ({ getAccessToken: () => 'a token' }));

const { OPENING_WAIT_MS, prepareOpening, useFrameReady, useOpeningSettled } = await import('./opening');

/**
 * The opening asks in tasks of its own, a zero timer each set as the one before runs: lets them all
 * run. Zero timers fire in the order they were set, so a chain of them set after the opening's
 * stays behind it hop by hop, however late a busy machine fires them (a fixed few milliseconds did
 * not: a stalled loop fired the test's timer before the opening's next one was even set).
 */
const HOPS = 8;
const stepsRun = () =>
  act(async () => {
    for (let i = 0; i < HOPS; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });

function Frame() {
  return <p>{useOpeningSettled() ? 'frame' : 'waiting'}</p>;
}

beforeEach(() => {
  held.screen = null;
  held.figures = null;
  held.menus = null;
  held.device = 'mobile';
  held.ready = false;
  held.loads = 0;
  held.figuresAsked = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the shell waiting for the screen it opens on', () => {
  it('holds the frame until the home page’s code and figures are both in', async () => {
    prepareOpening('/dashboard');
    expect(held.loads).toBe(0); // not in the caller's task
    render(<Frame />);
    await stepsRun();
    expect(held.loads).toBe(1);
    expect(held.figuresAsked).toBe(1);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => held.screen?.resolve());
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => held.figures?.resolve());
    expect(screen.getByText('frame')).toBeTruthy();
  });

  it('holds it on a desktop for the shell’s menus too, which a phone fetches after its screen', async () => {
    held.device = 'desktop';
    prepareOpening('/dashboard');
    render(<Frame />);
    await stepsRun();
    await act(async () => {
      held.screen?.resolve();
      held.figures?.resolve();
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => held.menus?.resolve());
    expect(screen.getByText('frame')).toBeTruthy();
  });

  it('shows the frame anyway once the wait has lasted its bound', async () => {
    vi.useFakeTimers();
    prepareOpening('/');
    render(<Frame />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(OPENING_WAIT_MS - 1));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('frame')).toBeTruthy();
    // A later mount (a tab, a remount) does not wait again for what is still coming.
    cleanup();
    render(<Frame />);
    expect(screen.getByText('frame')).toBeTruthy();
  });

  it('does not wait on a screen whose code failed: the screen shows the failure itself', async () => {
    prepareOpening('/dashboard');
    render(<Frame />);
    await stepsRun();
    await act(async () => {
      held.screen?.reject(new Error('offline'));
      held.figures?.resolve();
    });
    expect(screen.getByText('frame')).toBeTruthy();
  });

  it('waits only for the figures when the home page’s code is in already', async () => {
    held.ready = true;
    prepareOpening('/dashboard');
    render(<Frame />);
    await stepsRun();
    expect(held.loads).toBe(0);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => held.figures?.resolve());
    expect(screen.getByText('frame')).toBeTruthy();
  });

  it('waits for nothing on an address that is no fixed route', async () => {
    prepareOpening('/system/user');
    render(<Frame />);
    await stepsRun();
    expect(screen.getByText('frame')).toBeTruthy();
    expect(held.loads).toBe(0);
    expect(held.figuresAsked).toBe(0);
  });
});

describe('the frame rendered as a transition', () => {
  /** The shell's use of the hook; `seen` holds what each of its renders was handed. */
  function shellSeeing(seen: boolean[]) {
    return function Shell({ ready }: { ready: boolean }) {
      const frame = useFrameReady(ready);
      seen.push(frame);
      return <p>{frame ? 'frame' : 'waiting'}</p>;
    };
  }

  it('is not part of the shell’s first render, even when everything is in as it mounts', async () => {
    const seen: boolean[] = [];
    const Shell = shellSeeing(seen);
    await act(async () => {
      render(<Shell ready />);
    });
    expect(screen.getByText('frame')).toBeTruthy();
    // The mount rendered the spinner's branch; the frame came in a render of its own, deferred.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('follows a later change the same way', async () => {
    const seen: boolean[] = [];
    const Shell = shellSeeing(seen);
    const view = render(<Shell ready={false} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    seen.length = 0;
    await act(async () => view.rerender(<Shell ready />));
    expect(screen.getByText('frame')).toBeTruthy();
    expect(seen).toEqual([false, true]);
  });
});
