import { describe, expect, it } from 'vitest';
import { UNIQUE_FIELDS } from '../src/db/unique-fields';
import { createTestApp } from './harness';

/** A value a unique index already holds is refused on its field, so the form marks what was typed twice. */
const t = await createTestApp();

describe('duplicates', () => {
  it('each unique index that keeps a typed value names its field; scopes and owners are not fields', () => {
    expect(UNIQUE_FIELDS.get('diseases_code_idx')).toBe('code');
    expect(UNIQUE_FIELDS.get('goods_owner_name_idx')).toBe('name');
    expect(UNIQUE_FIELDS.get('consumers_store_phone_idx')).toBe('phone');
    expect(UNIQUE_FIELDS.has('disease_details_override_idx')).toBe(false);
  });

  it('a dimension code taken already is refused on the code field, and nothing is added', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/disease',
      payload: { code: 'pores', name: 'Twice' },
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.msg).toBe('A record with the same unique value already exists');
    expect(body.data.fieldMessages).toEqual({ code: { key: 'duplicateValue' } });
    expect(body.data.fields).toEqual({ code: 'Another record already has this value' });
    const list = await t.as('admin', { method: 'GET', url: '/api/disease?name=Twice' });
    expect(list.json().data.list).toEqual([]);
  });

  it('an improvement question or a custom disease named twice, in any case, is refused on the name', async () => {
    const questions = (await t.as('admin', { method: 'GET', url: '/api/question?pageSize=5' })).json().data
      .list;
    const question = await t.as('admin', {
      method: 'POST',
      url: '/api/question',
      payload: { name: questions[0].name.toUpperCase(), visible: 1 },
    });
    expect(question.statusCode).toBe(409);
    expect(question.json().data.fieldMessages).toEqual({ name: { key: 'duplicateValue' } });

    const disease = { name: 'Dry patches' };
    const first = await t.as('agent1', { method: 'POST', url: '/api/custom-disease', payload: disease });
    expect(first.statusCode, first.body).toBe(200);
    const again = await t.as('agent1', {
      method: 'POST',
      url: '/api/custom-disease',
      payload: { ...disease, name: 'DRY PATCHES' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.fieldMessages).toEqual({ name: { key: 'duplicateValue' } });
    // Another agent names its own as it likes.
    expect(
      (await t.as('agent2', { method: 'POST', url: '/api/custom-disease', payload: disease })).statusCode,
    ).toBe(200);
  });
});
