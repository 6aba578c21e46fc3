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
});
