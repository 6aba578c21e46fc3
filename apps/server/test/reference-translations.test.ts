import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faceImage } from '../src/demo/face-image';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';

/**
 * Names and texts of the reference data in every language (docs/skin-knowledge.md, "Names and
 * texts in every language"): saved beside the entered value, bounded and checked, read in the
 * reader's language in reports, and kept with a report as made.
 */
const t = await createTestApp();
const { deviceOf, upload } = deviceUploads(t);
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as = 'admin') =>
  t.as(as, { method, url, ...(payload ? { payload } : {}) });
const data = async (url: string, as = 'admin') => {
  const res = await send('GET', url, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const dimension = async (code: string) =>
  (await data('/api/disease?pageNum=1&pageSize=50')).list.find((d: { code: string }) => d.code === code);

let tests = 0;
async function uploadTest(scores: [string, number][]) {
  const { headers } = await deviceOf('Lotus Beauty Xuhui');
  const res = await upload(
    headers,
    {
      clientId: `i18n-${++tests}`,
      consumer: { phone: '13912349902', name: 'Translated Report' },
      facePosition: 'front',
      testedAt: '2026-11-20T09:30:00+08:00',
      scores: scores.map(([code, score]) => ({ code, score })),
      images: [{ indexNo: 1, position: 'front', part: 'f' }],
    },
    { f: faceImage({ typeIndex: 1, position: 'front', seed: 4 }) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}
type Problem = { code: string; name: string; level: { name: string } | null; solution: string | null };
const problem = (report: { problems: Problem[] }, code: string) =>
  report.problems.find((p) => p.code === code)!;

describe('translations of the reference data', () => {
  it('saves them beside the entered value, replaces them on a save, and offers them to pickers', async () => {
    const pores = await dimension('pores');
    expect(pores.translations.name.de).toBe('Poren');
    const res = await send('PATCH', '/api/disease', {
      id: pores.id,
      translations: { name: { de: ' Poren (Gesicht) ', es: 'Poros', fr: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Trimmed, an empty language dropped, the whole map replaced; the entered name untouched.
    expect(res.json().data).toMatchObject({
      name: '毛孔',
      translations: { name: { de: 'Poren (Gesicht)', es: 'Poros' } },
    });
    expect(res.json().data.translations.name['zh-TW']).toBeUndefined();
    const options = await data('/api/disease/all', 'agent1');
    const option = options.find((o: { id: number }) => o.id === pores.id);
    expect(option.label).toBe('毛孔');
    expect(option.labels).toMatchObject({ de: 'Poren (Gesicht)', es: 'Poros', en: 'Pores' });
    expect(option.labels['zh-CN']).toBeUndefined();

    const level = (await data('/api/disease-level?pageNum=1&pageSize=20')).list[0];
    const saved = await send('PATCH', '/api/disease-level', {
      id: level.id,
      translations: { name: { ...level.translations.name, it: 'Grave (it)' } },
    });
    expect(saved.json().data.translations.name).toMatchObject({ de: 'Schwer', it: 'Grave (it)' });
    const levelOption = (await data('/api/disease-level/all')).find((o: { id: number }) => o.id === level.id);
    expect(levelOption.labels.de).toBe(`Schwer (${level.minScore}-${level.maxScore})`);

    const question = await send('POST', '/api/question', {
      name: '黑头',
      translations: { name: { en: 'Blackheads', de: 'Mitesser' } },
    });
    expect(question.statusCode, question.body).toBe(200);
    expect(question.json().data.translations).toEqual({ name: { en: 'Blackheads', de: 'Mitesser' } });
  });

  it('refuses an unknown language, an unknown field and a text longer than its field, on the field, changing nothing', async () => {
    const acne = await dimension('acne');
    const unknown = await send('PATCH', '/api/disease', {
      id: acne.id,
      translations: { name: { xx: 'Akne' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fieldMessages['translations.name']).toEqual({
      key: 'fieldUnknown',
      params: { name: 'xx' },
    });
    const field = await send('PATCH', '/api/disease', { id: acne.id, translations: { remark: { de: 'x' } } });
    expect(field.statusCode).toBe(400);
    expect(field.json().data.fieldMessages.translations.key).toBe('fieldUnknown');
    const long = await send('PATCH', '/api/disease', {
      id: acne.id,
      name: 'changed',
      translations: { name: { de: 'A'.repeat(65) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fieldMessages['translations.name.de']).toEqual({
      key: 'fieldTooLong',
      params: { max: 64 },
    });
    expect(await dimension('acne')).toEqual(acne);

    // The advice texts are bounded as the texts themselves (2000), the custom diseases' too.
    const [slot] = (await data(`/api/disease-detail?pageNum=1&pageSize=5&diseaseId=${acne.id}`)).list;
    const advice = await send('PATCH', '/api/disease-detail', {
      id: slot.id,
      translations: { solution: { de: 'B'.repeat(2001) } },
    });
    expect(advice.statusCode).toBe(400);
    expect(Object.keys(advice.json().data.fieldMessages)).toEqual(['translations.solution.de']);
    const custom = await send('POST', '/api/custom-disease', {
      name: 'Rosacea',
      translations: { impact: { de: 'C'.repeat(2001) } },
    });
    expect(custom.statusCode).toBe(400);
    expect(Object.keys(custom.json().data.fieldMessages)).toEqual(['translations.impact.de']);
  });

  it('keeps an agent’s advice translations in its override, starting from those in force', async () => {
    const spots = await dimension('spots');
    const [slot] = (await data(`/api/disease-detail?pageNum=1&pageSize=5&diseaseId=${spots.id}`)).list;
    const original = await send('PATCH', '/api/disease-detail', {
      id: slot.id,
      translations: {
        solution: { de: 'Täglich Sonnenschutz' },
        impact: { de: 'Flecken lassen älter wirken' },
      },
    });
    expect(original.statusCode, original.body).toBe(200);
    const own = await send(
      'PATCH',
      '/api/disease-detail',
      { id: slot.id, solution: 'agent care', translations: { solution: { de: 'Pflege des Agenten' } } },
      'agent1',
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({
      ownOverride: true,
      translations: { solution: { de: 'Pflege des Agenten' } },
    });
    const platform = await data(`/api/disease-detail/id/${slot.id}`);
    expect(platform.translations.solution.de).toBe('Täglich Sonnenschutz');
  });
});

describe('reports in the reader’s language', () => {
  it('reads a report in German, falling back to the entered text where no German is written', async () => {
    const redness = await dimension('redness');
    // Redness has no German name: it falls back to its English one, as German readers saw it before.
    await send('PATCH', '/api/disease', { id: redness.id, translations: { name: { es: 'Rojeces' } } });
    const id = await uploadTest([
      ['wrinkles', 20],
      ['redness', 50],
    ]);
    const de = (await data(`/api/test-record/id/${id}/report?lang=de`, 'manager1')) as {
      problems: Problem[];
      images: { name: string; nameEn: string }[];
    };
    const entered = (await data(`/api/test-record/id/${id}/report`, 'manager1')) as { problems: Problem[] };
    expect(problem(de, 'wrinkles').name).toBe('Falten');
    expect(problem(de, 'wrinkles').level?.name).toBe('Schwer');
    expect(problem(de, 'redness').name).toBe('Redness');
    expect(problem(de, 'redness').level?.name).toBe('Mittel');
    // No advice text of these dimensions is in German: each reads as entered.
    expect(problem(de, 'wrinkles').solution).toBe(problem(entered, 'wrinkles').solution);
    expect(problem(entered, 'wrinkles').name).toBe('皱纹');
    expect(problem(entered, 'wrinkles').level?.name).toBe('重度 Severe');
    expect(de.images[0].name).toBe('Tageslicht');
    expect(problem(await data(`/api/test-record/id/${id}/report?lang=es`, 'manager1'), 'redness').name).toBe(
      'Rojeces',
    );
    expect(
      (await send('GET', `/api/test-record/id/${id}/report?lang=xx`, undefined, 'manager1')).statusCode,
    ).toBe(400);
    // The analyzer asks for its own language the same way.
    const { headers } = await deviceOf('Lotus Beauty Xuhui');
    const device = await t.app.inject({
      method: 'GET',
      url: `/api/device-api/test/${id}/report?lang=de`,
      headers,
    });
    expect(device.statusCode, device.body).toBe(200);
    expect(problem(device.json().data, 'wrinkles').name).toBe('Falten');
  });

  it('keeps a report as made when translations change later, and shows the change in the reader’s language', async () => {
    const pigmentation = await dimension('pigmentation');
    const id = await uploadTest([['pigmentation', 30]]);
    const before = await data(`/api/test-record/id/${id}/report?lang=de`, 'manager1');
    expect(problem(before, 'pigmentation').name).toBe('Pigmentierung');

    await send('PATCH', '/api/disease', {
      id: pigmentation.id,
      translations: { name: { de: 'Pigmentflecken' } },
    });
    const level = (await data('/api/disease-level?pageNum=1&pageSize=20')).list.find(
      (l: { minScore: number }) => l.minScore === 0,
    );
    await send('PATCH', '/api/disease-level', {
      id: level.id,
      translations: { name: { de: 'Sehr schwer' } },
    });
    const after = await data(`/api/test-record/id/${id}/report?lang=de`, 'manager1');
    expect(after.problems).toEqual(before.problems);

    const { changes } = await data(`/api/test-record/id/${id}/report/changes?lang=de`, 'manager1');
    expect(changes).toContainEqual({
      diseaseId: pigmentation.id,
      name: 'Pigmentierung',
      what: 'level',
      before: 'Schwer',
      after: 'Sehr schwer',
    });
    // Read as entered, nothing a Chinese reader sees has changed.
    expect((await data(`/api/test-record/id/${id}/report/changes`, 'manager1')).changes).toEqual([]);

    const remade = await send(
      'POST',
      `/api/test-record/id/${id}/report/remake?lang=de`,
      undefined,
      'manager1',
    );
    expect(remade.statusCode, remade.body).toBe(200);
    expect(problem(remade.json().data, 'pigmentation')).toMatchObject({
      name: 'Pigmentflecken',
      level: { name: 'Sehr schwer' },
    });
  });

  it('reads a report kept before translations existed as entered, whatever the language', async () => {
    const id = await uploadTest([['moisture', 90]]);
    await t.db.execute(sql`update test_reports set problems =
      (select jsonb_agg(p - 'translations') from jsonb_array_elements(problems) p) where test_id = ${id}`);
    const de = await data(`/api/test-record/id/${id}/report?lang=de`, 'manager1');
    expect(problem(de, 'moisture')).toMatchObject({ name: 'Moisture', level: { name: '健康 Healthy' } });
    const zh = await data(`/api/test-record/id/${id}/report?lang=zh-CN`, 'manager1');
    expect(problem(zh, 'moisture').name).toBe('水分');
  });
});
