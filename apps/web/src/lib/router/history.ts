/**
 * The browser's session history as the console moves through it: the current location, moves
 * pushed or replaced, back and forward, and the screens that ask before a move lets them go
 * (`block`). Each entry the console writes carries its place in the history (`idx`), so a back
 * or forward that a screen refuses can be undone by the same number of steps.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the move that made this entry handed over (`navigate(to, { state })`). */
  state: unknown;
  /** Unique per entry: two visits of the same path are two keys. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Asked before every move while registered: true keeps the user where they are. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** Told when its blocker stopped a move: `proceed` makes that move after all. */
export type OnBlocked = (proceed: () => void) => void;

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

type Listener = (location: Location) => void;

const listeners = new Set<Listener>();
const blockers = new Map<number, { when: BlockerFunction; onBlocked: OnBlocked }>();
let nextBlocker = 0;

const newKey = () => Math.random().toString(36).slice(2, 10);
const entryState = (): Partial<EntryState> => (window.history.state as EntryState | null) ?? {};

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = 'default' } = entryState();
  return { pathname, search, hash, state: usr, key };
}

/** The entry the page opened on gets its place too, so a back to it can be refused and undone. */
function stampFirstEntry(): number {
  const { idx } = entryState();
  if (typeof idx === 'number') return idx;
  const { usr = null, key = 'default' } = entryState();
  window.history.replaceState({ usr, key, idx: 0 } satisfies EntryState, '');
  return 0;
}

let index = typeof window === 'undefined' ? 0 : stampFirstEntry();
let current: Location = typeof window === 'undefined' ? emptyLocation() : readLocation();
/** A pop the history makes to undo one a screen refused: not a move of the user's. */
let undoing = false;
/** A pop a screen let through (`proceed` after a refused back): not asked again. */
let letThrough = false;

function emptyLocation(): Location {
  return { pathname: '/', search: '', hash: '', state: null, key: 'default' };
}

const hrefOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${l.pathname}${l.search}${l.hash}`;

function notify() {
  for (const listener of [...listeners]) listener(current);
}

/** The first registered blocker that refuses the move, told so; true when one did. */
function refused(next: Location, proceed: () => void): boolean {
  for (const { when, onBlocked } of blockers.values()) {
    if (when({ currentLocation: current, nextLocation: next })) {
      onBlocked(proceed);
      return true;
    }
  }
  return false;
}

/** The current location (the same object until the next move). */
export const getLocation = (): Location => current;

/** Calls `listener` after every move; answers the unsubscribe. */
export function listen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Moves to `to` (a path with its search and hash, or a number of steps back or forward). A move to
 * where the user already is replaces the entry rather than adding one, as a link to the current
 * page does not make the back button need two presses.
 */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = new URL(to, window.location.href);
  const next: Location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: options.state ?? null,
    key: newKey(),
  };
  const move = () => {
    const replace = options.replace || hrefOf(next) === hrefOf(current);
    if (!replace) index += 1;
    const state: EntryState = { usr: next.state, key: next.key, idx: index };
    if (replace) window.history.replaceState(state, '', hrefOf(next));
    else window.history.pushState(state, '', hrefOf(next));
    current = next;
    notify();
  };
  if (!refused(next, move)) move();
}

function onPopState() {
  const { idx = 0 } = entryState();
  if (undoing) {
    undoing = false;
    return;
  }
  const next = readLocation();
  const delta = index - idx;
  if (!letThrough && delta !== 0) {
    // The browser has moved already: go back to where the user was while they are asked, and
    // make the same move again if they let it happen.
    const stopped = refused(next, () => {
      letThrough = true;
      window.history.go(-delta);
    });
    if (stopped) {
      undoing = true;
      window.history.go(delta);
      return;
    }
  }
  letThrough = false;
  index = idx;
  current = next;
  notify();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/** Registers a blocker; answers its removal. */
export function block(when: BlockerFunction, onBlocked: OnBlocked): () => void {
  const id = nextBlocker++;
  blockers.set(id, { when, onBlocked });
  return () => blockers.delete(id);
}
