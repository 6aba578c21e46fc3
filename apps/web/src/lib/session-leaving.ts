// Set while a session the server ended is being left (code 206): that departure owns the
// navigation, so the session guards, seeing the token gone, do not race it to the login page.
// Apart from session.ts so the guard in the first chunk needs no server-state cache.
let leaving = false;

/** Whether the app is leaving a session the server ended. */
export const isLeavingSession = () => leaving;

/**
 * Runs the departure from an ended session with the flag up; another one meanwhile is dropped.
 * Answers whether this call was the one that left.
 */
export async function leaveOnce(run: () => Promise<void>): Promise<boolean> {
  if (leaving) return false;
  leaving = true;
  try {
    await run();
    return true;
  } finally {
    leaving = false;
  }
}
