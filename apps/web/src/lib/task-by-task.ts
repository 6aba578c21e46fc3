/** A step of `taskByTask`: what it hands back (a download, an answer) is waited for. */
export type Step = () => Promise<unknown> | undefined;

/**
 * Runs `steps` in order, each in a task of its own (a zero timer, the next one set as a step
 * ends), and resolves once every step has run and whatever each handed back has settled, either
 * way. The console's start asks for several things at once (the session, the opening screen's
 * code, its figures); asked in one go they were one long task on a phone's CPU, with the shell's
 * whole module evaluation, where the browser could do nothing else (docs/performance.md,
 * "Lighthouse"). A step that throws stops nothing after it.
 */
export function taskByTask(steps: readonly Step[]): Promise<void> {
  return new Promise((resolve) => {
    const waits: Promise<unknown>[] = [];
    let next = 0;
    const run = () => {
      const step = steps[next++];
      try {
        const wait = step();
        if (wait) waits.push(wait.catch(() => undefined));
      } catch {
        // the step's own failure is its own to report
      }
      if (next < steps.length) setTimeout(run, 0);
      else void Promise.all(waits).then(() => resolve());
    };
    if (steps.length === 0) resolve();
    else setTimeout(run, 0);
  });
}
