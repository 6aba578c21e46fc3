/**
 * The item alone, or nothing, to spread into a list of fields or filters. `const` keeps its
 * literal names, so the list it joins still checks them against the schema's keys.
 */
export const onlyWhen = <const T>(condition: boolean, item: T): T[] => (condition ? [item] : []);
