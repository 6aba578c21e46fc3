import { theme } from 'antd';
import type { EChartsOption } from 'echarts';
import { useEffect, useRef, useState } from 'react';
import { Placeholder } from '../placeholder/placeholder';

type Props = {
  option: EChartsOption;
  height?: number;
  testId?: string;
  /** Read by screen readers in place of the canvas. */
  label: string;
};

/** Resolves on a task of its own, after whatever the browser has queued (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let library: Promise<typeof import('./echarts-parts')['echarts']> | undefined;
/**
 * The chart library, fetched once, when the browser is idle (the screen's own first render and
 * data come first) or after a second at most.
 */
function loadCharts() {
  library ??= new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : resolve(),
  )
    .then(() => import('./echarts-parts'))
    .then((m) => m.echarts);
  return library;
}

/** The system's "reduce motion" setting. */
const prefersLessMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

type Instance = {
  setOption: (o: EChartsOption, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
};

/**
 * An ECharts chart whose library is fetched the first time a chart comes near the viewport (its own
 * chunk, never in the shell's: a phone that opens the dashboard does not pay for the charts below
 * the fold), redrawn when its option changes and resized with its box.
 */
export function LazyChart({ option, height = 300, testId, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  /** Whether the chart has been drawn once: only later drawings animate. */
  const drawn = useRef(false);
  const [ready, setReady] = useState(false);
  // Near the viewport (its library downloading): only then does the placeholder shimmer. The
  // shimmer animates a background, which the browser repaints on the main thread every frame, so
  // the dashboard's four charts below a phone's fold kept it busy for as long as the page stayed
  // open without being scrolled (562 paints in the 4.5 s after a start, measured; 14-16 since).
  const [nearView, setNearView] = useState(false);
  const { token } = theme.useToken();

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    const start = () =>
      void loadCharts().then(async (echarts) => {
        // One chart drawn per task: several charts drawn in one would block input for their sum.
        await nextTask();
        if (disposed || !box.current) return;
        const instance = echarts.init(box.current) as unknown as Instance;
        chart.current = instance;
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(box.current);
        setReady(true);
      });
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        setNearView(true);
        start();
      },
      { rootMargin: '200px' },
    );
    if (box.current) near.observe(box.current);
    return () => {
      disposed = true;
      near.disconnect();
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !chart.current) return;
    // The first drawing appears whole, as the rest of the screen does: ECharts' entry animation
    // kept a chart growing for a second after the page was otherwise shown, which a reader (and
    // Lighthouse's Speed Index) sees as a page still loading. A later drawing (a refresh, the
    // theme) animates from the last, unless the system asks for less motion.
    const animation = drawn.current && !prefersLessMotion();
    drawn.current = true;
    // Text follows the console's theme (light or dark); the chart's own palette stays.
    chart.current.setOption({ animation, textStyle: { color: token.colorText }, ...option }, true);
  }, [ready, option, token.colorText]);

  return (
    <div style={{ position: 'relative', width: '100%', height }}>
      {ready ? null : (
        <Placeholder active={nearView} overlay data-testid={testId ? `${testId}-placeholder` : undefined} />
      )}
      <div
        ref={box}
        role="img"
        aria-label={label}
        data-testid={testId}
        data-ready={ready ? 'true' : 'false'}
        style={{ width: '100%', height }}
      />
    </div>
  );
}
