/** Why a header row cannot be used (a reserved or repeated column name), or null when it can. */
export declare function headerProblem(names: readonly string[]): string | null;
