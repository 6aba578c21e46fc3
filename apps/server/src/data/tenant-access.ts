import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { TENANT_CHILD_TABLES, tenant } from './tables';

/** Export names of the schema module that are tenant tables (`devices`, `stores`...). */
export function tenantTableExports(): Set<string> {
  const names = new Set<string>([
    ...Object.values(tenant).map((t) => getTableName(t.table)),
    ...TENANT_CHILD_TABLES.map((t) => getTableName(t)),
  ]);
  return new Set(
    Object.entries(schema)
      .filter(([, value]) => is(value, PgTable) && names.has(getTableName(value as PgTable)))
      .map(([key]) => key),
  );
}

const IMPORT = /import\s+(type\s+)?(\*\s+as\s+\w+|\{([^}]*)\})\s+from\s+'([^']*)'/g;

/**
 * Where a source file reaches a tenant table without the scoped data layer: an import of the
 * table from the schema (or of the whole schema), or the relational `db.query.<table>` API.
 * Returns one line per finding.
 */
export function unscopedAccess(file: string, source: string, tables = tenantTableExports()): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const [, typeOnly, clause, names, from] = m;
    if (typeOnly || !/(^|\/)db\/schema(\/|$)|^\.\.?\/schema|^\.\/(access|business|auth)$/.test(from))
      continue;
    if (clause.startsWith('*')) found.push(`${file}: imports the whole schema`);
    for (const raw of (names ?? '').split(',')) {
      const name = raw
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (tables.has(name)) found.push(`${file}: imports tenant table ${name}`);
    }
  }
  for (const m of source.matchAll(/\.query\.(\w+)/g))
    if (tables.has(m[1])) found.push(`${file}: queries tenant table ${m[1]} through db.query`);
  return found;
}

/** Every TypeScript file under `dir`, as a path relative to `root`. */
export function sourceFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full, root);
    return e.name.endsWith('.ts') ? [path.relative(root, full)] : [];
  });
}
