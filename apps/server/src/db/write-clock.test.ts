import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReadOnly, type WriteClock, watchWrites } from './write-clock';

describe('the embedded write clock', () => {
  it('tells reads from writes by the statement text alone', () => {
    expect(isReadOnly('select "id" from "users" where "updated_at" > $1')).toBe(true);
    expect(isReadOnly('  SELECT 1')).toBe(true);
    expect(isReadOnly('update "users" set "name" = $1')).toBe(false);
    expect(isReadOnly('with gone as (delete from "sessions" returning id) select count(*) from gone')).toBe(
      false,
    );
    expect(isReadOnly('select pg_advisory_xact_lock($1)')).toBe(true);
    expect(isReadOnly('begin')).toBe(false);
  });

  // Run on the embedded database whichever database the suite runs on.
  describe.runIf(process.env.TEST_DB !== 'postgres')('on PGlite', () => {
    let db: PGlite;
    let clock: WriteClock;
    const read = () => db.query<{ v: string }>('select v from t where id = $1', [1]);
    beforeAll(async () => {
      db = await PGlite.create();
      clock = watchWrites(db);
      await db.exec(`create table t (id int primary key, v text); insert into t values (1, 'a')`);
    });
    afterAll(() => db.close());

    it('keeps a read current until something is written, by a statement or a transaction', async () => {
      const first = await clock.observe(read);
      expect(first.at).toBeDefined();
      expect(clock.current(first.at!)).toBe(true);
      await read();
      expect(clock.current(first.at!)).toBe(true);
      await db.query('update t set v = $1 where id = $2', ['b', 1]);
      expect(clock.current(first.at!)).toBe(false);

      const second = await clock.observe(read);
      expect(second.value.rows[0].v).toBe('b');
      await db.transaction(async (tx) => {
        await tx.query('select 1');
      });
      expect(clock.current(second.at!)).toBe(false);
    });

    it('does not vouch for a read taken while a write was under way', async () => {
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      const writing = db.transaction(async (tx) => {
        await held;
        await tx.query('update t set v = $1 where id = $2', ['c', 1]);
      });
      const during = clock.observe(read);
      release();
      await writing;
      const seen = await during;
      expect(seen.at).toBeUndefined();
      const after = await clock.observe(read);
      expect(after.value.rows[0].v).toBe('c');
      expect(clock.current(after.at!)).toBe(true);
    });
  });
});
