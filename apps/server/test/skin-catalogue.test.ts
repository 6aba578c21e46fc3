import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

const t = await createTestApp();
const post = (url: string, payload: object, as = 'admin') => t.as(as, { method: 'POST', url, payload });
const patch = (url: string, payload: object, as = 'admin') => t.as(as, { method: 'PATCH', url, payload });
const list = async (url: string, as = 'admin') => {
  const res = await t.as(as, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('skin knowledge base: seeded reference data', () => {
  it('holds the five image types, four levels, ten dimensions and the improvement questions', async () => {
    const types = await list('/api/image-type?pageNum=1&pageSize=20');
    expect(types.list.map((r: { tag: string }) => r.tag)).toEqual([
      'daylight',
      'polarized',
      'texture',
      'uv',
      'wood',
    ]);
    const levels = await list('/api/disease-level?pageNum=1&pageSize=20');
    expect(levels.list.map((r: { minScore: number; maxScore: number }) => [r.minScore, r.maxScore])).toEqual([
      [0, 39],
      [40, 59],
      [60, 79],
      [80, 100],
    ]);
    const dims = await list('/api/disease?pageNum=1&pageSize=20');
    expect(dims.total).toBe(10);
    expect(dims.list[0]).toMatchObject({ code: 'pores', name: '毛孔', nameEn: 'Pores', state: 1 });
    expect((await list('/api/question?pageNum=1&pageSize=20')).total).toBeGreaterThanOrEqual(8);
  });

  it('lets agents and store managers read it, and only platform staff change it', async () => {
    for (const who of ['agent1', 'merchant1', 'manager1']) {
      expect((await t.as(who, { method: 'GET', url: '/api/disease?pageNum=1&pageSize=5' })).statusCode).toBe(
        200,
      );
      expect((await t.as(who, { method: 'GET', url: '/api/image-type/all' })).statusCode).toBe(200);
      const add = await post('/api/disease-level', { name: 'x', minScore: 0, maxScore: 1 }, who);
      expect(add.statusCode).toBe(403);
    }
  });
});

describe('disease levels never overlap', () => {
  it('refuses an overlapping range, naming the level it clashes with, and writes nothing', async () => {
    const before = (await list('/api/disease-level?pageNum=1&pageSize=20')).total;
    const res = await post('/api/disease-level', { name: 'Borderline', minScore: 75, maxScore: 85 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The score range overlaps the level 轻度 Mild (60-79)');
    expect(res.json().data.fields.minScore).toMatch(/overlaps/);
    expect((await list('/api/disease-level?pageNum=1&pageSize=20')).total).toBe(before);
  });

  it('refuses an upside-down range, also when only one end is changed', async () => {
    const res = await post('/api/disease-level', { name: 'Upside', minScore: 90, maxScore: 10 });
    expect(res.statusCode).toBe(400);
    const levels = (await list('/api/disease-level?pageNum=1&pageSize=20')).list;
    const mild = levels.find((l: { minScore: number }) => l.minScore === 60);
    const raised = await patch('/api/disease-level', { id: mild.id, minScore: 95 });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().msg).toBe('The min score must not be above the max score');
    const overlap = await patch('/api/disease-level', { id: mild.id, maxScore: 85 });
    expect(overlap.json().msg).toBe('The score range overlaps the level 健康 Healthy (80-100)');
  });

  it('accepts a range in a gap and an edit of a level within its own range', async () => {
    const levels = (await list('/api/disease-level?pageNum=1&pageSize=20')).list;
    const healthy = levels.find((l: { minScore: number }) => l.minScore === 80);
    expect(
      (await patch('/api/disease-level', { id: healthy.id, minScore: 90, remark: 'narrowed' })).statusCode,
    ).toBe(200);
    const added = await post('/api/disease-level', { name: 'Good', minScore: 80, maxScore: 89 });
    expect(added.statusCode, added.body).toBe(200);
    expect((await patch('/api/disease-level', { id: healthy.id, minScore: 85 })).json().msg).toMatch(
      /overlaps the level Good/,
    );
  });

  it('of two parallel saves of overlapping ranges, exactly one is taken', async () => {
    const levels = (await list('/api/disease-level?pageNum=1&pageSize=20')).list;
    const top = levels.find((l: { maxScore: number }) => l.maxScore === 100);
    expect((await patch('/api/disease-level', { id: top.id, minScore: 96 })).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      post('/api/disease-level', { name: 'Race A', minScore: 90, maxScore: 95 }),
      post('/api/disease-level', { name: 'Race B', minScore: 93, maxScore: 94 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });
});

describe('image types and dimensions', () => {
  it('refuses a second image type with the same tag or number', async () => {
    const dup = await post('/api/image-type', {
      indexNo: 9,
      nameZh: '日光2',
      nameEn: 'Daylight 2',
      tag: 'daylight',
      source: 'client',
    });
    expect(dup.statusCode).toBe(409);
    const num = await post('/api/image-type', {
      indexNo: 1,
      nameZh: '新',
      nameEn: 'New',
      tag: 'fresh',
      source: 'client',
    });
    expect(num.statusCode).toBe(409);
  });

  it('a hidden question still names earlier choices but is not offered for a new one', async () => {
    const [question] = (await list('/api/question?pageNum=1&pageSize=5')).list;
    expect((await patch('/api/question/show', { id: question.id, visible: 0 })).statusCode).toBe(200);
    const options = (await t.as('manager1', { method: 'GET', url: '/api/question/all' })).json().data;
    expect(options.find((o: { id: number }) => o.id === question.id)).toEqual({
      id: question.id,
      label: question.name,
      disabled: true,
      // Its name in the languages it is translated into (docs/skin-knowledge.md).
      labels: expect.objectContaining({ de: question.translations.name.de }),
    });
    expect(options.filter((o: { disabled?: boolean }) => o.disabled)).toHaveLength(1);
    expect((await patch('/api/question/show', { id: question.id, visible: 1 })).statusCode).toBe(200);
  });

  it('deactivates a dimension through its own route', async () => {
    const dims = (await list('/api/disease?pageNum=1&pageSize=20')).list;
    const res = await patch('/api/disease/enable', { id: dims[0].id, state: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(`/api/disease/id/${dims[0].id}`)).state).toBe(0);
    expect((await list('/api/disease?pageNum=1&pageSize=20&state=0')).total).toBe(1);
  });
});
