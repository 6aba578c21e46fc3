import { t } from './i18n';

// The server speaks English; messages a user is likely to meet are translated here,
// anything else is shown as sent (better an English message than none).
const KEYS: Record<string, string> = {
  'Incorrect username or password': 'server.incorrectCredentials',
  'This account is disabled': 'server.accountDisabled',
  'Your account is disabled': 'server.accountDisabled',
  'Your role is disabled': 'server.roleDisabled',
  'Your session has ended, please sign in again': 'server.sessionEnded',
};

/** The user's-language text for a server message; empty input gives the generic 'Error'. */
export function translateServerMessage(text: string | undefined | null): string {
  if (!text) return t('errors.generic');
  const key = KEYS[text];
  return key ? t(key) : text;
}
