import { useDeferredValue, useEffect, useState } from 'react';
import { loadMenus } from '../components/shell/lazy-menus';
import { askDashboardOpening } from '../features/dashboard/api/ask-opening';
import { PATHS } from '../lib/paths';
import { type Step, taskByTask } from '../lib/task-by-task';
import { getAccessToken } from '../lib/token-storage';
import { useAppStore } from '../stores/app';
import { FIXED_ROUTES } from './fixed-routes';
import { askSession } from './route-list';
import { screenLoader } from './screens';

/**
 * How long the shell, its session in, waits for the opening screen's code and answers before it
 * shows its frame anyway: the whole page at once, or, for a slow screen, the frame this soon.
 */
export const OPENING_WAIT_MS = 500;

/** What the console opened on is still being fetched (null: nothing, or all of it is in). */
let pending: { done: boolean; settled: Promise<void> } | null = null;

/** The session's two questions, as a step of the opening that hands back nothing to wait for. */
const askSessionStep: Step = () => {
  askSession();
  return undefined;
};

/**
 * Everything the console opening on `pathname` asks for at once rather than one after another:
 * with a session, its two questions (who is signed in, which screens); the screen's code when the
 * path is a fixed route (most often the dashboard, the home page); with a session the home page's
 * figures, and on a desktop the shell's menus. Called as the shell's code arrives (a start,
 * shell-root.tsx) and as the session guard mounts (a sign-in, whose shell code may have come
 * before the token); at a start the second call asks nothing again.
 */
export function prepareOpening(pathname: string): void {
  const signedIn = getAccessToken() !== null;
  // `/` is the home page (route-objects.tsx), where a sign-in and a bare address land.
  const path = pathname === PATHS.home ? PATHS.dashboard : pathname;
  const opening = FIXED_ROUTES.find((r) => r.path === path);
  const loader = opening?.component ? screenLoader(opening.component) : null;
  // What the shell's frame waits for; the session's questions the session guard waits for itself.
  const waited: Step[] = [];
  // Its code and strings download before anything renders it; the screen's render later takes the
  // same module, at once if it is in, and a failure is left to that render (its error boundary).
  if (loader && !loader.ready) waited.push(() => loader.load().catch(() => undefined));
  if (opening?.path === PATHS.dashboard && signedIn) waited.push(askDashboardOpening);
  // A desktop shows its sidebar's menu and its breadcrumb at once: their code is waited for too
  // (a phone's start shows neither and fetches them after its screen, lazy-menus.tsx).
  if (signedIn && useAppStore.getState().device === 'desktop')
    waited.push(() => loadMenus().catch(() => undefined));
  // Each in a task of its own, the session's questions first: asked in one go, in the shell's
  // module evaluation, they made it the start's longest task on a phone (docs/performance.md,
  // "Lighthouse"). What is waited for is known now, so the shell can wait for it from its first
  // render.
  const settled = taskByTask(signedIn ? [askSessionStep, ...waited] : waited);
  if (waited.length === 0) return;
  const entry = { done: false, settled };
  void entry.settled.then(() => {
    entry.done = true;
  });
  pending = entry;
}

/**
 * False while the opening screen's code and answers are still coming, for at most OPENING_WAIT_MS
 * from the first render that asks. The shell holds its frame until then, so that frame, screen and
 * figures render in one pass: rendered as each arrived, the start took two or three long tasks on
 * a phone's CPU instead of one, and Lighthouse's blocking time on the mobile dashboard doubled in
 * the runs where the screen's code came after the session's answers (docs/performance.md,
 * "Lighthouse").
 */
export function useOpeningSettled(): boolean {
  const [entry] = useState(() => pending);
  const [settled, setSettled] = useState(() => entry === null || entry.done);
  useEffect(() => {
    if (!entry || settled) return;
    let live = true;
    const stop = () => {
      entry.done = true;
      if (pending === entry) pending = null;
      if (live) setSettled(true);
    };
    const timer = setTimeout(stop, OPENING_WAIT_MS);
    void entry.settled.then(stop);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [entry, settled]);
  return settled;
}

/**
 * `ready`, handed to the frame's render as a transition: React renders the frame, its screen and
 * figures in slices between which the browser stays free, and only the commit is one task. Also
 * on the shell's first render: without the `false` to start from, a shell that mounts with all of
 * it in already (its session, routes and opening answered before the session guard let it
 * render, the usual order on a fast CPU) rendered the whole frame in the mount's own synchronous
 * pass, one task of 140-170 ms on a desktop's CPU (docs/performance.md, "Lighthouse").
 */
export function useFrameReady(ready: boolean): boolean {
  return useDeferredValue(ready, false);
}
