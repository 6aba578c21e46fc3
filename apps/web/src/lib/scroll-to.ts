/** The scroll-to-top animation lasts 800 ms (docs/product-rules.md, "Numbers"). */
export const SCROLL_DURATION_MS = 800;

/** Scrolls the page to `top` with an ease-in-out curve (after a page change, the list's top shows). */
export function scrollTo(top: number, duration = SCROLL_DURATION_MS): void {
  const start = document.scrollingElement?.scrollTop ?? window.scrollY;
  const change = top - start;
  if (change === 0) return;
  const began = performance.now();
  const ease = (p: number) => (p < 0.5 ? 2 * p * p : -1 + (4 - 2 * p) * p);
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, start + change * ease(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
