// Requests the start-up sends before the code that uses them has loaded, so the answer is on its
// way while the shell's JavaScript downloads and runs (docs/performance.md, "Lighthouse"). The
// query that needs the answer takes the request once; any later fetch is its own.
//
// A request started here is quiet: should it fail (an expired session, the network), the taker
// sends its own request instead, which reports the failure the usual way once the shell that
// handles it has loaded. A request started under one session is never handed to another: any
// change of tokens (a sign-in, a sign-out, a renewal) drops what is waiting.

const waiting = new Map<string, Promise<unknown>>();

/** Starts `send` now for whoever takes `key` first. */
export function startEarly(key: string, send: () => Promise<unknown>): void {
  const sent = send();
  sent.catch(() => undefined); // a failure is the taker's to repeat, never an unhandled rejection
  waiting.set(key, sent);
}

/** The early answer of `key` if one is waiting (once), else a fresh `send()`; a failed early answer is sent again. */
export function takeEarly<T>(key: string, send: () => Promise<T>): Promise<T> {
  const early = waiting.get(key) as Promise<T> | undefined;
  if (!early) return send();
  waiting.delete(key);
  return early.catch(send);
}

/** Forgets every waiting request: the session they were sent for has changed. */
export function dropEarly(): void {
  waiting.clear();
}
