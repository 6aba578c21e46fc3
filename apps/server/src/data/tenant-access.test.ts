import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, tenantTableExports, unscopedAccess } from './tenant-access';

const src = path.resolve(import.meta.dirname, '..');
/** The data layer itself, and the floor beneath it (schema, migrations, start-up seeding of the root). */
const ALLOWED = /^(data|db)\//;

describe('tenant tables are reached only through the scoped data layer', () => {
  it('knows the tenant tables from the registry', () => {
    const tables = tenantTableExports();
    for (const name of [
      'users',
      'agents',
      'devices',
      'deviceEvents',
      'stores',
      'feedback',
      'outputOrders',
      'auditLog',
    ])
      expect(tables.has(name), name).toBe(true);
    expect(tables.has('deviceTypes')).toBe(false);
  });

  it('no file outside src/data touches one', () => {
    const findings = sourceFiles(src)
      .filter((f) => !ALLOWED.test(f))
      .flatMap((f) => unscopedAccess(f, fs.readFileSync(path.join(src, f), 'utf8')));
    expect(findings).toEqual([]);
  });

  it('catches a service that queries a tenant table directly (a deliberately bad fixture)', () => {
    const fixture = path.resolve(src, '../test/fixtures/unscoped-service.ts');
    const findings = unscopedAccess('unscoped-service.ts', fs.readFileSync(fixture, 'utf8'));
    expect(findings).toEqual([
      'unscoped-service.ts: imports tenant table devices',
      'unscoped-service.ts: imports tenant table stores',
      'unscoped-service.ts: queries tenant table feedback through db.query',
    ]);
  });
});
