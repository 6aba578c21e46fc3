/**
 * Runs `run` once the browser is idle, or after `timeoutMs` at most (at once where the browser has
 * no idle callbacks); answers the cancelling. For code a screen does not show at first (the
 * shell's menus on a phone, its message and dialogs), fetched after the first screen.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
