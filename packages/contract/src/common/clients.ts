// Kept apart from the zod schemas so the console's login page can use it without loading zod.

/** Client id and secret the console sends with token requests. */
export const CONSOLE_CLIENT = { id: 'console', secret: 'console-secret' } as const;
