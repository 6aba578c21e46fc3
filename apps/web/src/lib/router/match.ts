/**
 * Path patterns as the console's routes write them: static segments, `:param`, optional segments
 * (`:id?`, `edit?`) and a trailing `*`. Matching ignores case and a trailing slash. The rules and
 * the ranking are React Router's (v7), whose routes these were: the route table from the server
 * and the saved links keep meaning what they meant.
 */

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
}

interface Compiled {
  regexp: RegExp;
  params: { name: string; optional: boolean }[];
}

const compiled = new Map<string, Compiled>();

function compile(path: string, end: boolean): Compiled {
  const key = `${end ? 1 : 0}${path}`;
  const known = compiled.get(key);
  if (known) return known;
  const params: Compiled['params'] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      params.push({ name, optional: !!optional });
      return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
    })
    // A static segment marked optional (`/edit?`).
    .replace(/\/([\w-]+)\?(\/|$)/g, '(?:/$1)?$2')}`;
  if (path.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  const result = { regexp: new RegExp(source, 'i'), params };
  compiled.set(key, result);
  return result;
}

/** `pathname` against `path`; `end: false` lets the pattern match a leading part of it. */
export function matchPath(
  { path, end = true }: { path: string; end?: boolean },
  pathname: string,
): PathMatch | null {
  const { regexp, params } = compile(path, end);
  const found = pathname.match(regexp);
  if (!found) return null;
  const values: Params = {};
  params.forEach(({ name, optional }, i) => {
    const value = found[i + 1];
    values[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params: values, pathname: found[0] };
}

/** A pathname with each segment decoded, an encoded slash kept as `%2F` (it is not a separator). */
export function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** A pattern with optional segments as every pattern it stands for (`/a/:b?` -> `/a/:b`, `/a`). */
export function explodeOptionalSegments(path: string): string[] {
  const [first, ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : [required, sub].join('/')));
  if (optional) result.push(...restExploded);
  return result.map((p) => (path.startsWith('/') && p === '' ? '/' : p));
}

/** How specific a pattern is: static segments over params over a splat (React Router's scores). */
export function scoreOf(path: string): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

interface Ranked<R> {
  route: R;
  path: string;
}

/**
 * `routes` in the order they are tried: each optional segment's patterns apart, the most specific
 * first (ties in the order given). It depends on the routes alone: rank them once per list.
 */
export function rankRoutes<R extends { path: string }>(routes: R[]): Ranked<R>[] {
  return routes
    .flatMap((route, order) =>
      explodeOptionalSegments(route.path).map((path) => ({ route, path, order, score: scoreOf(path) })),
    )
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ route, path }) => ({ route, path }));
}

/** The first of the ranked routes that matches `pathname`, with its params decoded. */
export function matchRanked<R>(ranked: Ranked<R>[], pathname: string): { route: R; params: Params } | null {
  const decoded = decodePath(pathname);
  for (const { route, path } of ranked) {
    const found = matchPath({ path, end: true }, decoded);
    if (found) return { route, params: found.params };
  }
  return null;
}

/** The first of `routes` that matches `pathname`, the most specific first (`rankRoutes`). */
export function matchRoutes<R extends { path: string }>(
  routes: R[],
  pathname: string,
): { route: R; params: Params } | null {
  return matchRanked(rankRoutes(routes), pathname);
}
