import { userCreate, userUpdate } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { formBody } from './form-body';

describe('formBody shapes what is sent', () => {
  it('drops unknown keys, clears empty optional inputs and applies the schema (an edit adds no defaults)', () => {
    const result = formBody(userUpdate, {
      id: 5,
      name: ' Lin ',
      roleId: 4,
      phone: '',
      parentId: null,
      extra: 1,
    });
    expect(result).toEqual({
      ok: true,
      body: { id: 5, name: 'Lin', roleId: 4, phone: null },
    });
  });
  it('names the refused fields', () => {
    const result = formBody(userCreate, { name: '', roleId: 2, username: 'x', password: 'abc123' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields).sort()).toEqual(['name', 'username']);
  });
});
