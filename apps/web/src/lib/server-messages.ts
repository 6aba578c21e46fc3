import { t } from './i18n';

// The server speaks English; messages a user is likely to meet are translated here,
// anything else is shown as sent (better an English message than none).
const KEYS: Record<string, string> = {
  'Incorrect username or password': 'server.incorrectCredentials',
  'This account is disabled': 'server.accountDisabled',
  'Your account is disabled': 'server.accountDisabled',
  'Your role is disabled': 'server.roleDisabled',
  'Your session has ended, please sign in again': 'server.sessionEnded',
  'Username already exists': 'server.usernameExists',
  'The data has not changed, so it is unnecessary to submit for saving': 'server.noChange',
  'This role is applied and cannot be deactivated': 'server.roleInUse',
  'This role is applied and cannot be deleted': 'server.roleInUseDelete',
  'Delete or move the users below it first': 'server.usersBelow',
  'A record with the same unique value already exists': 'server.duplicate',
  'The record is still in use': 'server.inUse',
  'The old password is incorrect': 'server.oldPasswordWrong',
  'You cannot grant what you do not hold': 'server.grantBeyondHoldings',
  'this device model already exists, please fill in again': 'server.deviceModelExists',
  'Service temporarily unavailable': 'server.unavailable',
};

/** Messages that carry a value after a fixed prefix. */
const PREFIXED: [string, string, string][] = [
  ['Permission required: ', 'server.permissionRequired', 'permission'],
];

/** The user's-language text for a server message; empty input gives the generic 'Error'. */
export function translateServerMessage(text: string | undefined | null): string {
  if (!text) return t('errors.generic');
  const key = KEYS[text];
  if (key) return t(key);
  for (const [prefix, k, name] of PREFIXED)
    if (text.startsWith(prefix)) return t(k, { [name]: text.slice(prefix.length) });
  return text;
}
