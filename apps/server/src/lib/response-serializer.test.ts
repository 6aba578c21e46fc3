import { dashboardStats, deviceEntity, envelope, errorEnvelope, pageOf } from '@skin/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectorOf, responseSerializer } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
/** A reply as zod's checked pass writes it, and as the projecting serializer writes it. */
const both = (schema: z.ZodType, data: unknown) => [
  serializerCompiler(route(schema) as never)(data),
  responseSerializer(false)(route(schema) as never)(data),
];

const device = {
  id: 7,
  serialNumber: 'SN-7',
  batchNumber: null,
  deviceTypeId: 1,
  model: 'M1',
  firmwareVersion: '1.0',
  bluetoothName: null,
  state: 'bound',
  enabled: true,
  agentId: 3,
  agentName: 'Agent "quoted" \u2028',
  merchantId: null,
  merchantName: null,
  storeId: 5,
  storeName: 'Store \\ 🌸',
  storeManager: null,
  phone: null,
  remark: 'line\nbreak',
  lastSeenAt: null,
  heldSince: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

describe('the replies written without zod', () => {
  it('are the text zod writes, for a page, a reply of nothing and a refusal', () => {
    const page = { list: [device, { ...device, id: 8 }], total: 2, pageNum: 1, pageSize: 20 };
    const [checked, fast] = both(envelope(pageOf(deviceEntity)), { code: 200, msg: 'ok', data: page });
    expect(fast).toBe(checked);
    const [c2, f2] = both(envelope(z.null()), { code: 200, msg: 'ok', data: null });
    expect(f2).toBe(c2);
    const refusal = {
      code: 400,
      msg: 'bad',
      data: { message: { key: 'k', params: { n: 1, s: 'x' } }, fields: { a: 'b' }, requestId: 'r' },
    };
    const [c3, f3] = both(errorEnvelope, refusal);
    expect(f3).toBe(c3);
    const [c4, f4] = both(errorEnvelope, { code: 500, msg: 'x', data: null });
    expect(f4).toBe(c4);
  });

  it('drop every key the schema does not declare, at every depth, as zod does', () => {
    const secret = { ...device, secretHash: 'h', store: { password: 'p' } };
    const data = {
      code: 200,
      msg: 'ok',
      data: { list: [secret], total: 1, pageNum: 1, pageSize: 20, debug: 1 },
      sql: 's',
    };
    const [checked, fast] = both(envelope(pageOf(deviceEntity)), data);
    expect(fast).toBe(checked);
    expect(fast).not.toMatch(/secretHash|password|debug|sql/);
  });

  it("write a union tagged by a field as the option its tag names, as zod does (each dashboard's shape)", () => {
    const figures = {
      devicesByState: [{ state: 'bound', count: 3, capped: false, extra: 1 }],
      days: [{ day: '2026-01-01', tests: 2, newConsumers: 1 }],
      topStores: [],
      scoreDistribution: [],
    };
    const count = { count: 1, capped: false };
    const period = {
      from: '2026-01-01T00:00:00.000Z',
      tests: count,
      consumers: count,
      newConsumers: count,
      returningConsumers: { ...count, hidden: 'x' },
    };
    const shapes = [
      { shape: 'overview', ...figures, store: 'not of this shape' },
      {
        shape: 'store',
        ...figures,
        store: {
          today: period,
          week: period,
          followUp: { afterDays: 30, scoreBelow: 60, due: count, consumers: [], rule: 'x' },
        },
      },
      { shape: 'sales', sales: { byState: [{ state: 'closed', ...count }], latest: [] }, days: [] },
    ];
    expect(projectorOf(dashboardStats)).toBeDefined();
    for (const data of shapes) {
      const [checked, fast] = both(envelope(dashboardStats), { code: 200, msg: 'ok', data });
      // The same fields (a value with nothing to drop keeps its own order of keys).
      expect(JSON.parse(fast!)).toEqual(JSON.parse(checked!));
      expect(fast).not.toMatch(/extra|hidden|rule|not of this shape|"days":\[\]/);
    }
  });

  it('leave to zod the schemas whose text a projection cannot tell (transforms, pipes, unions of objects, lazy ones)', () => {
    expect(projectorOf(z.object({ a: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(
      projectorOf(z.object({ a: z.union([z.object({ x: z.number() }), z.object({ y: z.number() })]) })),
    ).toBeUndefined();
    expect(projectorOf(z.lazy(() => z.string()))).toBeUndefined();
    expect(projectorOf(z.object({ a: z.number().default(1) }))).toBeUndefined();
    expect(projectorOf(z.looseObject({ a: z.number() }))).toBeUndefined();
    // Such a route keeps zod's pass: a reply that does not match still fails.
    const serialize = responseSerializer(false)(
      route(z.object({ a: z.string().transform((s) => s.length) })) as never,
    );
    expect(() => serialize({ a: 1 })).toThrow();
  });
});
