/**
 * `name` marked with this attempt. The console keeps what a journey creates (print jobs, orders,
 * feedback, stores, device types), so each attempt, a retry too, names its own and never finds
 * the rows of the one before.
 */
export const perAttempt = (name: string, separator = ' ') => `${name}${separator}${Date.now().toString(36)}`;
