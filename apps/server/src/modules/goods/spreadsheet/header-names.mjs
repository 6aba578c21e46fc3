// Shared by the reader thread and the template writer, so both refuse the same header rows.

// Keys through which an object built from header names would reach Object.prototype's machinery.
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

const quoted = (name) => `"${name.length > 40 ? `${name.slice(0, 40)}…` : name}"`;

/** Why a header row cannot be used (a reserved or repeated column name), or null when it can. */
export function headerProblem(names) {
  const seen = new Set();
  for (const name of names) {
    if (RESERVED.has(name.toLowerCase())) return `${quoted(name)} cannot be a column name`;
    if (name !== '' && seen.has(name)) return `the column ${quoted(name)} appears twice`;
    seen.add(name);
  }
  return null;
}
