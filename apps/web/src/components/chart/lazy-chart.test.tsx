import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The chart library itself is not what these tests are about; it arrives when a test lets it.
const library = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  /** The options every chart was drawn with, in order. */
  const drawings: Record<string, unknown>[] = [];
  return { arrived, arrive: () => arrive(), drawings };
});
vi.mock('./echarts-parts', async () => {
  await library.arrived;
  return {
    echarts: {
      init: () => ({
        setOption(option: Record<string, unknown>) {
          library.drawings.push(option);
        },
        resize() {},
        dispose() {},
      }),
    },
  };
});

/** The IntersectionObservers the charts made, so a test can bring one near the viewport. */
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

const { LazyChart } = await import('./lazy-chart');

beforeEach(() => {
  observers = [];
  library.drawings.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a chart’s placeholder', () => {
  it('stays still until the chart comes near the viewport, and shimmers while its library comes', async () => {
    const { container } = render(<LazyChart option={{}} label="Devices by state" testId="chart" />);
    const placeholder = () => container.querySelector('[data-testid="chart-placeholder"]');
    expect(placeholder()).not.toBeNull();
    // Below the fold, nothing animates: an animated background is repainted every frame.
    expect(placeholder()?.classList.contains('placeholder-shimmer')).toBe(false);
    await act(async () => {
      observers[0].callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(observers[0].disconnected).toBe(true);
    // Near the viewport, while its library is on its way, the placeholder shimmers.
    expect(placeholder()?.classList.contains('placeholder-shimmer')).toBe(true);
    expect(container.querySelector('[data-ready="true"]')).toBeNull();
    // Drawn once the library is in.
    library.arrive();
    await vi.waitFor(() => expect(container.querySelector('[data-ready="true"]')).not.toBeNull());
    expect(placeholder()).toBeNull();
  });
});

describe('a chart’s drawing', () => {
  /** Brings the first chart near the viewport and waits until it is drawn. */
  async function drawn(container: HTMLElement) {
    await act(async () => {
      observers[0].callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    library.arrive();
    await vi.waitFor(() => expect(container.querySelector('[data-ready="true"]')).not.toBeNull());
  }

  it('appears whole the first time, and animates when its figures change', async () => {
    const { container, rerender } = render(<LazyChart option={{ title: { text: 'a' } }} label="Activity" />);
    await drawn(container);
    expect(library.drawings).toHaveLength(1);
    expect(library.drawings[0]).toMatchObject({ animation: false, title: { text: 'a' } });
    rerender(<LazyChart option={{ title: { text: 'b' } }} label="Activity" />);
    await vi.waitFor(() => expect(library.drawings).toHaveLength(2));
    expect(library.drawings[1]).toMatchObject({ animation: true, title: { text: 'b' } });
  });

  it('never animates when the system asks for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { container, rerender } = render(<LazyChart option={{ title: { text: 'a' } }} label="Activity" />);
    await drawn(container);
    rerender(<LazyChart option={{ title: { text: 'b' } }} label="Activity" />);
    await vi.waitFor(() => expect(library.drawings).toHaveLength(2));
    expect(library.drawings.map((d) => d.animation)).toEqual([false, false]);
  });
});
