import { Code } from '@skin/contract';
import type { ApiError } from './api-error';
import { confirm, showError } from './feedback';
import { t } from './i18n';
import { PATHS } from './paths';
import { clearTokens } from './token-storage';

const TOKEN_CODES: readonly number[] = [Code.illegalToken, Code.revokedToken, Code.expiredToken];

// The router lives in the app layer; until it registers, a full page load does the same job.
let endSession: (message: string | undefined) => void = () => {
  clearTokens();
  window.location.assign(PATHS.login);
};

/**
 * The app layer says how to leave when the server ends the session (code 206), and shows the
 * server's message once it has left: a toast shown by the shell would go with it.
 */
export function onSessionEnded(handler: (message: string | undefined) => void): void {
  endSession = handler;
}

// Several calls can fail on the same dead token; one dialog is enough.
let dialogOpen = false;

function askToSignInAgain(): void {
  if (dialogOpen) return;
  dialogOpen = true;
  confirm({
    title: t('session.loggedOutTitle'),
    content: t('session.loggedOut'),
    okText: t('session.relogin'),
    cancelText: t('session.cancel'),
    onOk: () => {
      clearTokens();
      window.location.reload();
    },
    onCancel: () => {
      dialogOpen = false;
    },
  });
}

/**
 * Tells the user about a failed call (docs/web-shell.md, "HTTP client"); `quiet` callers report it
 * themselves.
 */
export function reportFailure(error: ApiError, quiet: boolean): void {
  if (error.code === Code.sessionEnded) {
    endSession(quiet ? undefined : error.message);
    return;
  }
  if (quiet) return;
  if (error.code !== undefined && TOKEN_CODES.includes(error.code)) askToSignInAgain();
  else showError(error.message);
}
