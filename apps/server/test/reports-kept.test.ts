import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prng } from '../src/db/derived/random-pick';
import { faceImage } from '../src/demo/face-image';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';

/**
 * A report is kept as made (docs/skin-tests.md, "Reports kept as made"): whatever is later edited
 * or deleted in the knowledge base or the goods, an earlier report reads the same, until someone
 * replaces it with today's on purpose, seeing first what would change.
 */
const t = await createTestApp();
const { deviceOf, upload } = deviceUploads(t);
const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
const call = async (user: string, method: 'GET' | 'POST', url: string) => {
  const res = await t.as(user, { method, url });
  return { status: res.statusCode, body: res.json() };
};

/** What a report says, its signed links' expiring query left out (a link is made per reading). */
const said = (report: Record<string, unknown>) =>
  JSON.parse(JSON.stringify({ ...report, images: undefined, test: undefined }).replace(/\?[^"]*/g, ''));

const face = (position: string) => faceImage({ typeIndex: 1, position, seed: 9 });
let tests = 0;
/** A test uploaded by an analyzer of the Lotus Xuhui store; its id. */
async function uploadTest(scores: [string, number][]) {
  const { headers } = await deviceOf('Lotus Beauty Xuhui');
  const res = await upload(
    headers,
    {
      clientId: `kept-${++tests}`,
      consumer: { phone: '13912349901', name: 'Kept Report' },
      facePosition: 'front',
      testedAt: '2026-11-20T09:30:00+08:00',
      scores: scores.map(([code, score]) => ({ code, score })),
      images: [{ indexNo: 1, position: 'front', part: 'f' }],
    },
    { f: face('front') },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

describe('reports kept as made', () => {
  it("shows what today's knowledge would change, and replaces the report with today's only on purpose", async () => {
    const id = await uploadTest([
      ['pores', 10],
      ['spots', 50],
    ]);
    const first = (await call('manager1', 'GET', `/api/test-record/id/${id}/report`)).body.data;
    const unchanged = await call('manager1', 'GET', `/api/test-record/id/${id}/report/changes`);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data).toEqual({ madeAt: first.madeAt, changes: [] });

    // The level pores' score falls in is renamed, and spots' advice rewritten.
    const [level] = await rows<{ id: number; name: string }>(
      sql`select id, name from disease_levels where min_score <= 10 and 10 <= max_score`,
    );
    await t.db.execute(sql`update disease_levels set name = 'Very severe' where id = ${level.id}`);
    await t.db.execute(sql`update disease_details set solution = 'Sunscreen every day'
      where disease_id = (select id from diseases where code = 'spots')`);
    const { body } = await call('manager1', 'GET', `/api/test-record/id/${id}/report/changes`);
    const pores = first.problems.find((p: { code: string }) => p.code === 'pores');
    expect(body.data.changes).toContainEqual({
      diseaseId: pores.diseaseId,
      name: pores.name,
      what: 'level',
      before: level.name,
      after: 'Very severe',
    });
    expect(body.data.changes).toContainEqual(
      expect.objectContaining({ what: 'solution', after: 'Sunscreen every day' }),
    );

    // Seeing the changes changed nothing; those without the right cannot remake it.
    expect(said((await call('manager1', 'GET', `/api/test-record/id/${id}/report`)).body.data)).toEqual(
      said(first),
    );
    expect((await call('agent1', 'POST', `/api/test-record/id/${id}/report/remake`)).status).toBe(403);
    expect((await call('manager2', 'POST', `/api/test-record/id/${id}/report/remake`)).status).toBe(404);
    expect((await call('manager2', 'GET', `/api/test-record/id/${id}/report/changes`)).status).toBe(404);

    const remade = await call('manager1', 'POST', `/api/test-record/id/${id}/report/remake`);
    expect(remade.status).toBe(200);
    const now = remade.body.data;
    expect(now.problems.find((p: { code: string }) => p.code === 'pores').level.name).toBe('Very severe');
    expect(Date.parse(now.madeAt)).toBeGreaterThanOrEqual(Date.parse(first.madeAt));
    expect(
      (await call('manager1', 'GET', `/api/test-record/id/${id}/report/changes`)).body.data.changes,
    ).toEqual([]);
  });

  it('a test stored before reports were kept has its report made on its first reading, then kept', async () => {
    const id = await uploadTest([['pores', 70]]);
    await t.db.execute(sql`delete from test_reports where test_id = ${id}`);
    const made = (await call('manager1', 'GET', `/api/test-record/id/${id}/report`)).body.data;
    expect(await rows(sql`select 1 from test_reports where test_id = ${id}`)).toHaveLength(1);
    await t.db.execute(sql`update disease_levels set name = name || ' (renamed)'`);
    expect(said((await call('manager1', 'GET', `/api/test-record/id/${id}/report`)).body.data)).toEqual(
      said(made),
    );
  });

  // Last: its random edits and deletes leave the knowledge base in pieces.
  it('a report reads the same, as entered and in German, after random edits and deletes of levels, dimensions, advice and their translations, goods and plans', async () => {
    const ids = [
      await uploadTest([
        ['pores', 20],
        ['acne', 45],
        ['moisture', 90],
      ]),
      await uploadTest([
        ['spots', 65],
        ['wrinkles', 30],
        ['redness', 85],
      ]),
    ];
    const before = new Map<string, unknown>();
    // Each report as entered and in German (docs/skin-knowledge.md, "Names and texts in every language").
    const urls = ids.flatMap((id) => [
      `/api/test-record/id/${id}/report`,
      `/api/test-record/id/${id}/report?lang=de`,
    ]);
    for (const url of urls) {
      const { status, body } = await call('manager1', 'GET', url);
      expect(status).toBe(200);
      expect(body.data.problems.length).toBe(3);
      expect(body.data.problems.some((p: { solution: string | null }) => p.solution)).toBe(true);
      before.set(url, said(body.data));
    }
    const german = before.get(urls[1]) as { problems: { code: string; name: string }[] };
    expect(german.problems.find((p) => p.code === 'pores')?.name).toBe('Poren');
    const random = prng(73_074);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const edits: Record<string, () => Promise<unknown>> = {
      renameLevel: async () => {
        const [level] = await rows<{ id: number }>(
          sql`select id from disease_levels order by random() limit 1`,
        );
        if (level)
          await t.db.execute(sql`update disease_levels set name = ${`L${random()}`} where id = ${level.id}`);
      },
      moveLevelRanges: () =>
        t.db.execute(sql`update disease_levels set min_score = greatest(min_score - 5, 0),
          max_score = least(max_score + 5, 100)`),
      deleteLevel: async () => {
        const [level] = await rows<{ id: number }>(
          sql`select id from disease_levels order by random() limit 1`,
        );
        if (level) await t.db.execute(sql`delete from disease_levels where id = ${level.id}`);
      },
      renameDimension: () =>
        t.db.execute(sql`update diseases set name = name || '*', name_en = coalesce(name_en, '') || '*'`),
      deleteDimension: async () => {
        const [dim] = await rows<{ id: number }>(
          sql`select id from diseases where code in ('acne', 'wrinkles', 'moisture') order by random() limit 1`,
        );
        if (dim) await t.db.execute(sql`delete from diseases where id = ${dim.id}`);
      },
      rewriteAdvice: () =>
        t.db.execute(sql`update disease_details set solution = ${`care ${random()}`},
          introduction = null, impact = 'changed', improve = improve || '!'`),
      deleteAdvice: async () => {
        const [detail] = await rows<{ id: number }>(
          sql`select id from disease_details order by random() limit 1`,
        );
        if (detail) await t.db.execute(sql`delete from disease_details where id = ${detail.id}`);
      },
      retranslateDimension: () =>
        t.db.execute(sql`update diseases set translations =
          jsonb_build_object('name', jsonb_build_object('de', ${`D${random()}`}::text, 'fr', 'F'))`),
      retranslateLevel: async () => {
        const [level] = await rows<{ id: number }>(
          sql`select id from disease_levels order by random() limit 1`,
        );
        if (level)
          await t.db.execute(sql`update disease_levels set translations =
            jsonb_build_object('name', jsonb_build_object('de', ${`L${random()}`}::text)) where id = ${level.id}`);
      },
      retranslateAdvice: () =>
        t.db.execute(sql`update disease_details set translations = jsonb_build_object(
          'solution', jsonb_build_object('de', ${`Pflege ${random()}`}::text),
          'impact', jsonb_build_object('de', 'neu', 'es', 'nuevo'))`),
      dropTranslations: () =>
        t.db.execute(sql`update diseases set translations = '{}'::jsonb where random() < 0.5`),
      relinkGoods: () => t.db.execute(sql`delete from disease_detail_goods where random() < 0.5`),
      repriceGoods: () => t.db.execute(sql`update goods set price = price + 100, name = name || '+'`),
      shelveGoods: () => t.db.execute(sql`update goods set shelf = 0 where random() < 0.3`),
      deleteGoods: async () => {
        const [goods] = await rows<{ id: number }>(sql`select id from goods order by random() limit 1`);
        if (goods) await t.db.execute(sql`delete from goods where id = ${goods.id}`);
      },
      renamePlans: () => t.db.execute(sql`update skin_plans set name = name || '~', solution = 'new'`),
      deletePlan: async () => {
        const [plan] = await rows<{ id: number }>(sql`select id from skin_plans order by random() limit 1`);
        if (plan) await t.db.execute(sql`delete from skin_plans where id = ${plan.id}`);
      },
    };
    const names = Object.keys(edits);
    for (let round = 0; round < 32; round++) {
      const name = pick(names);
      await edits[name]();
      for (const url of urls) {
        const { body } = await call('manager1', 'GET', url);
        expect(said(body.data), `${url} after ${name} (round ${round})`).toEqual(before.get(url));
      }
    }
  });
});
