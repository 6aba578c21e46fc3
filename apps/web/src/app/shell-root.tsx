import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dayjsFollowsLanguage } from '../lib/dayjs-locale';
import { navigateTo } from '../lib/navigation';
import { PATHS } from '../lib/paths';
import { queryClient } from '../lib/query-client';
import { onSessionEnded } from '../lib/report-failure';
import { leaveEndedSession } from '../lib/session';
import { AppLayout } from './app-layout';
import { FeedbackBridge } from './feedback-bridge';
import { prepareOpening } from './opening';
import { RequireSession } from './require-session';
import { ShellFeedback } from './shell-feedback';

// react-i18next's hooks serve the shell and the screens; the login page translates without them.
initReactI18next.init(i18next);

// Code 206, the server ended the session: log out, close all tabs, show the login page
// (docs/web-shell.md, "HTTP client").
// Registered as this chunk loads, before the shell sends its first request.
// Several calls may be refused at once: the one departure tells why, on the login page (which
// shows a `sessionError` once it stands; a toast of the shell would go with the shell).
onSessionEnded((message) => {
  void leaveEndedSession(() =>
    navigateTo(PATHS.login, { replace: true, state: message ? { sessionError: message } : undefined }),
  );
});

// With a session open, its two questions (who is signed in, which screens) go out as this code
// arrives rather than after the shell's first render; the screen of a fixed route the console
// opens on (most often the dashboard, the home page) downloads beside them, and the home page's
// figures go out with them: the screen then renders once, whole. On a sign-in this code may come
// before the token: then the session guard asks, as it mounts.
prepareOpening(window.location.pathname);

/** Resolves once dates speak the console's language: the shell shows none before. */
export const shellReady = dayjsFollowsLanguage().catch(() => undefined); // else dates stay in English

/**
 * The signed-in console, a chunk of its own (the login page needs none of it): the server-state
 * cache, the message, modal and notification screens use through `useFeedback()` (their code
 * fetched after the first screen), the session guard and the shell.
 */
export function ShellRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellFeedback>
        <FeedbackBridge />
        <RequireSession>
          <AppLayout />
        </RequireSession>
      </ShellFeedback>
    </QueryClientProvider>
  );
}
