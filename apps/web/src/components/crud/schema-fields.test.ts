import { menuCreate, urlResource, userCreate } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { describeField, schemaDefaults } from './schema-fields';

describe('describeField reads the contract schemas', () => {
  it('sees required text with its length bounds', () => {
    expect(describeField(userCreate.shape.name)).toMatchObject({
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 64,
    });
  });
  it('sees optional fields: optional(), nullish(), defaults and the "" -> null union', () => {
    for (const f of [
      userCreate.shape.parentId,
      userCreate.shape.phone,
      userCreate.shape.email,
      userCreate.shape.state,
      userCreate.shape.remark,
    ])
      expect(describeField(f).required).toBe(false);
  });
  it('sees patterns, e-mail format, number ranges and enums', () => {
    expect(describeField(userCreate.shape.password).pattern?.source).toBe('^[A-Za-z0-9]{6,16}$');
    expect(describeField(userCreate.shape.email)).toMatchObject({ email: true, maxLength: 128 });
    expect(describeField(menuCreate.shape.sort)).toMatchObject({
      kind: 'number',
      min: 0,
      max: 99_999,
      required: false,
    });
    expect(describeField(userCreate.shape.roleId)).toMatchObject({ kind: 'number', required: true, min: 1 });
    expect(describeField(urlResource.create.shape.method).values).toEqual([
      '*',
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
  });
});

describe('schemaDefaults', () => {
  it('gives the values an add form starts from', () => {
    expect(schemaDefaults(menuCreate)).toEqual({
      state: 1,
      sort: 0,
      hidden: false,
      noCache: false,
      affix: false,
    });
    expect(schemaDefaults(userCreate)).toEqual({ state: 1 });
  });
});
