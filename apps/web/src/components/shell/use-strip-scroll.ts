import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Room kept beside a tab scrolled into view, wide enough that the edge fade never covers it. */
export const STRIP_EDGE = 24;

/** Where the strip stands: whether it overflows, and whether more tabs hide at either end. */
export interface StripEdges {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const smoothly = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Scrolls `strip` so that its active tab is fully in view; false when there is none yet. */
function revealActive(strip: HTMLElement, behavior: ScrollBehavior): boolean {
  const tab = strip.querySelector<HTMLElement>('[data-active="true"]');
  if (!tab) return false;
  const box = tab.getBoundingClientRect();
  const start = box.left - strip.getBoundingClientRect().left + strip.scrollLeft;
  const end = start + box.width;
  let left = strip.scrollLeft;
  // A tab wider than the strip shows its beginning.
  if (start - STRIP_EDGE < left || box.width + 2 * STRIP_EDGE > strip.clientWidth) left = start - STRIP_EDGE;
  else if (end + STRIP_EDGE > left + strip.clientWidth) left = end + STRIP_EDGE - strip.clientWidth;
  if (Math.abs(left - strip.scrollLeft) >= 1) strip.scrollTo({ left, behavior });
  return true;
}

/**
 * The tab strip's scrolling: brings the active tab (`activeKey`) into view when it changes and
 * when tabs open or close (`count`), turns the vertical mouse wheel into sideways scrolling
 * and reports the overflow for the arrows and the edge fade.
 */
export function useStripScroll(activeKey: string, count: number) {
  const strip = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<StripEdges>({ overflowing: false, atStart: true, atEnd: true });
  // The tab set and active tab last scrolled to; null until the first (after a reload: no glide).
  const revealed = useRef<string | null>(null);
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const next = {
      overflowing: el.scrollWidth > el.clientWidth + 1,
      atStart: el.scrollLeft <= 1,
      atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    };
    setEdges((p) =>
      p.overflowing === next.overflowing && p.atStart === next.atStart && p.atEnd === next.atEnd ? p : next,
    );
  }, []);

  // A new active tab or a changed tab count scrolls, once its tab is there (a new screen's tab
  // comes a render after the address changed). The strip is read once the browser has laid the
  // frame out, before it paints (a ResizeObserver's first report): read in the commit, it laid
  // the whole page out inside React's commit, and on the console's first render that is the
  // page's first layout (about 60 ms on a phone's CPU; docs/performance.md, "Lighthouse"),
  // added to the render's own long task. Overflow changes later reach `measure` through the
  // strip's observers and its scrolling.
  const wanted = useRef('');
  const pending = useRef<ResizeObserver | null>(null);
  const revealOnceLaidOut = useCallback(() => {
    const el = strip.current;
    if (!el || pending.current) return;
    const laidOut = new ResizeObserver(() => {
      laidOut.disconnect();
      if (revealed.current !== wanted.current && revealActive(el, revealed.current ? smoothly() : 'auto'))
        revealed.current = wanted.current;
      // Now, before the paint, so that the arrows come with the tabs that overflow. Still
      // pending meanwhile: a render this causes asks for no second observer inside this one's
      // report (the browser would hold it to the next frame and report a loop).
      flushSync(measure);
      pending.current = null;
    });
    pending.current = laidOut;
    laidOut.observe(el);
  }, [measure]);
  useLayoutEffect(() => {
    wanted.current = `${count} ${activeKey}`;
    if (revealed.current !== wanted.current) revealOnceLaidOut();
  });
  useEffect(
    () => () => {
      pending.current?.disconnect();
      pending.current = null;
    },
    [],
  );

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    // A change of the strip's width (window, sidebar, the arrows appearing) keeps the active
    // tab in view; a change of the tabs' width (language) only changes the overflow.
    let width = el.clientWidth;
    const resized = new ResizeObserver(() => {
      if (el.clientWidth !== width) revealActive(el, smoothly());
      width = el.clientWidth;
      measure();
    });
    resized.observe(el);
    if (content.current) resized.observe(content.current);
    // Native and not passive, so that a wheel turn that scrolls the strip does not scroll the page.
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey || Math.abs(e.deltaY) <= Math.abs(e.deltaX)) return; // zoom; sideways scrolls natively
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? el.clientWidth : 1;
      const delta = e.deltaY * unit;
      const max = el.scrollWidth - el.clientWidth;
      if ((delta < 0 && el.scrollLeft <= 0) || (delta > 0 && el.scrollLeft >= max - 1)) return;
      e.preventDefault();
      el.scrollLeft += delta;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      resized.disconnect();
      el.removeEventListener('wheel', onWheel);
    };
  }, [measure]);

  /** Scrolls by most of a strip-width, keeping a tab of context; -1 towards the start. */
  const page = useCallback((direction: -1 | 1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 60), behavior: smoothly() });
  }, []);

  return { strip, content, edges, page, measure };
}
