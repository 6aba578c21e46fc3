// Set while a session the server ended is being left (code 206): that departure owns the
// navigation, so the session guards, seeing the token gone, do not race it to the login page.
// Apart from session.ts so the guard in the first chunk needs no server-state cache.
let leaving = false;

/** Whether the app is leaving a session the server ended. */
export const isLeavingSession = () => leaving;

/** Runs the departure from an ended session with the flag up; another one meanwhile is dropped. */
export async function leaveOnce(run: () => Promise<void>): Promise<void> {
  if (leaving) return;
  leaving = true;
  try {
    await run();
  } finally {
    leaving = false;
  }
}
