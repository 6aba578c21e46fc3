/**
 * Labels the product itself writes into the data (seeded roles, dictionary entries, audit
 * actions), in English as stored. The console shows each in the reader's language
 * (`seeded.<key>` in its catalogues) while it is still exactly as seeded; once an administrator
 * renames it, what they typed is shown as typed.
 */
export const SEEDED_LABELS = {
  'role.ADMIN': 'Platform administrator',
  'role.OPERATOR': 'Platform operator',
  'role.AGENT': 'Agent',
  'role.MERCHANT': 'Merchant',
  'role.STORE_MANAGER': 'Store manager',
  'role.SALESMAN': 'Salesperson',
  'dict.gender.male': 'Male',
  'dict.gender.female': 'Female',
  'dict.gender.secret': 'Secret',
  'dict.marital.unmarried': 'Unmarried',
  'dict.marital.married': 'Married',
  'audit.signIn': 'sign-in',
  'audit.refreshReuse': 'refresh-token reuse',
  'audit.grantMenus': 'grant menus',
  'audit.grantButtons': 'grant buttons',
  'audit.grantResources': 'grant resources',
} as const;
export type SeededLabelKey = keyof typeof SEEDED_LABELS;

const BY_TEXT = new Map<string, SeededLabelKey>(
  Object.entries(SEEDED_LABELS).map(([key, text]) => [text, key as SeededLabelKey]),
);

/** The seeded label a stored text still is, if any (the key of its translation). */
export const seededLabelKey = (text: string): SeededLabelKey | undefined => BY_TEXT.get(text);
