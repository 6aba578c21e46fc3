import { type Goods, goodsResource } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { formBody } from '../../../components/crud/form-body';
import { goodsFormDef, goodsFormValues } from './goods-form-def';

const def = goodsFormDef(goodsResource);

describe('the goods form', () => {
  it('sends prices typed in yuan as cents', () => {
    const result = formBody(def.create, { type: 'product', name: 'Serum', price: 128, crossedPrice: 1.1 });
    expect(result).toMatchObject({ ok: true, body: { price: 12800, crossedPrice: 110 } });
  });

  it('sends a cleared crossed price as none, and leaves an untouched price out of an edit', () => {
    // toEqual: a key holding undefined is not sent (JSON drops it), as if absent.
    expect(formBody(def.update, { id: 4, crossedPrice: null })).toEqual({
      ok: true,
      body: { id: 4, crossedPrice: null },
    });
  });

  it('refuses a negative price', () => {
    expect(formBody(def.create, { type: 'product', name: 'Serum', price: -1 }).ok).toBe(false);
  });

  it('shows a stored row back in yuan', () => {
    const row = { price: 12800, crossedPrice: null } as Goods;
    expect(goodsFormValues(row)).toMatchObject({ price: 128, crossedPrice: null });
  });
});
