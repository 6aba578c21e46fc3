import Schema from '@rc-component/async-validator';
import { aboutMeUpdate, dictResource, menuCreate, skinPlanResource, userCreate } from '@skin/contract';
import type { Rule, RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { rulesFor } from './form-rules';

// Keys and options come back as text so the tests can see which message was picked.
const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;
const objects = (rules: Rule[]) => rules.filter((r): r is RuleObject => typeof r === 'object');

/**
 * Runs the rules through antd's own validator one by one, as a Form.Item with validateFirst does,
 * and gives the first message (or null when the value passes).
 */
async function firstError(rules: Rule[], value: unknown): Promise<string | null> {
  for (const rule of objects(rules)) {
    try {
      await new Schema({ field: rule as never }).validate({ field: value });
    } catch (err) {
      const { errors } = err as { errors?: { message: string }[] };
      if (errors?.length) return errors[0].message;
      throw err;
    }
  }
  return null;
}

describe('rulesFor turns a schema field into antd rules', () => {
  it('requires a required field with the "enter" or "select" message', async () => {
    const text = rulesFor(userCreate.shape.name, t, { label: 'Name' });
    expect(objects(text)[0]).toMatchObject({ required: true, whitespace: true });
    expect(await firstError(text, '')).toBe('rules.required{"label":"Name"}');
    const choice = rulesFor(userCreate.shape.roleId, t, { label: 'Role', choice: true });
    expect(await firstError(choice, undefined)).toBe('rules.select{"label":"Role"}');
    // Only `required` and its message: antd would otherwise check a number as text and refuse it.
    expect(Object.keys(objects(choice)[0]).sort()).toEqual(['message', 'required']);
  });
  it('counts the items of a list, never its length as text', async () => {
    const goods = rulesFor(skinPlanResource.create.shape.goodsIds, t, { label: 'Goods' });
    expect(await firstError(goods, [1, 2, 3])).toBeNull();
    expect(
      await firstError(
        goods,
        Array.from({ length: 51 }, (_, i) => i + 1),
      ),
    ).toBe('rules.pattern{"label":"Goods"}');
  });
  it('accepts a chosen number, zero included', async () => {
    expect(
      await firstError(rulesFor(aboutMeUpdate.shape.sex, t, { label: 'Sex', choice: true }), 0),
    ).toBeNull();
    expect(
      await firstError(rulesFor(userCreate.shape.roleId, t, { label: 'Role', choice: true }), 4),
    ).toBeNull();
  });
  it('bounds the length', async () => {
    const rules = rulesFor(dictResource.create.shape.value, t, { label: 'Value' });
    expect(objects(rules).some((r) => r.max === 128)).toBe(true);
    expect(await firstError(rules, 'x'.repeat(129))).toBe('rules.maxLength{"max":128}');
    expect(await firstError(rules, 'ok')).toBeNull();
  });
  it('checks the pattern with the screen message, or a generic one', async () => {
    const own = rulesFor(userCreate.shape.password, t, {
      label: 'Password',
      patternMessage: '6-16 letters and digits',
    });
    expect(await firstError(own, 'ab')).toBe('6-16 letters and digits');
    expect(await firstError(own, 'abc123')).toBeNull();
    const generic = rulesFor(menuCreate.shape.name, t, { label: 'Route name' });
    expect(await firstError(generic, '1abc')).toBe('rules.pattern{"label":"Route name"}');
  });
  it('checks e-mails and leaves an empty optional field alone', async () => {
    const rules = rulesFor(userCreate.shape.email, t, { label: 'E-mail' });
    expect(await firstError(rules, 'not-an-email')).toBe('rules.email');
    expect(await firstError(rules, '')).toBeNull();
    expect(await firstError(rules, 'a@example.com')).toBeNull();
  });
  it('falls back to the schema for refinements no named rule expresses', async () => {
    const rules = rulesFor(aboutMeUpdate.shape.contact, t, { label: 'Contact' });
    expect(await firstError(rules, '123456789012')).toBe('rules.pattern{"label":"Contact"}');
    expect(await firstError(rules, '13800138000')).toBeNull();
  });
});
