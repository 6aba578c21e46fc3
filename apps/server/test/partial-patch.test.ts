import { resources } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/**
 * PATCH changes exactly the fields sent, for every resource with an update route (read from the
 * registry): one field is changed and every other field of the row must stay as it was. State
 * fields are refused by the plain edit route: they have verb routes of their own.
 */
const t = await createTestApp();
const data = async (url: string) => (await t.as('admin', { method: 'GET', url })).json().data;

type Sample = {
  field: string;
  value: unknown;
  pick?: (rows: Record<string, unknown>[]) => unknown;
  /** Makes a row to edit where the demo data has none that fits. */
  prepare?: () => Promise<unknown>;
};
const post = (url: string, payload: object) => t.as('admin', { method: 'POST', url, payload });
const SAMPLES: Record<string, Sample> = {
  user: { field: 'remark', value: 'patched', pick: (rows) => rows.find((r) => r.username === 'agent2') },
  // A role nobody holds, so it may also be disabled.
  role: {
    field: 'remark',
    value: 'patched',
    pick: (rows) => rows.find((r) => r.code === 'SPARE'),
    prepare: async () => {
      const [admin] = await data('/api/ums-role/all');
      return post('/api/ums-role', { parentId: admin.id, name: 'Spare', code: 'SPARE', remark: 'kept' });
    },
  },
  menu: { field: 'sort', value: 77 },
  button: { field: 'remark', value: 'patched' },
  resourceType: {
    field: 'remark',
    value: 'patched',
    prepare: () => post('/api/ums-resource-type', { name: 'Reports', remark: 'kept' }),
  },
  resource: { field: 'remark', value: 'patched' },
  dict: { field: 'remark', value: 'patched' },
  // agent2 is outside mainland China: a PATCH of its name must not turn it back to the default.
  agent: {
    field: 'name',
    value: 'Europe agent (patched)',
    pick: (rows) => rows.find((r) => r.chinaMainland === false),
  },
  feature: { field: 'remark', value: 'patched' },
  deviceType: { field: 'remark', value: 'patched' },
  device: { field: 'remark', value: 'patched' },
  printJob: { field: 'remark', value: 'patched' },
  inputOrder: {
    field: 'remark',
    value: 'patched',
    pick: (rows) => rows.find((r) => r.state !== 'completed'),
    prepare: async () => {
      const [type] = await data('/api/device-type/all');
      return post('/api/input-order', { deviceTypeId: type.id, quantity: 2 });
    },
  },
  outputOrder: {
    field: 'remark',
    value: 'patched',
    pick: (rows) => rows.find((r) => r.state !== 'completed'),
  },
  shipper: { field: 'remark', value: 'patched' },
  imageType: { field: 'remark', value: 'patched' },
  diseaseLevel: { field: 'remark', value: 'patched' },
  disease: { field: 'remark', value: 'patched' },
  question: { field: 'sort', value: 42 },
  goods: { field: 'remark', value: 'patched' },
  customDisease: { field: 'impact', value: 'patched' },
  skinPlan: { field: 'remark', value: 'patched' },
  diseaseDetail: { field: 'remark', value: 'patched' },
  iosIndex: { field: 'remark', value: 'patched' },
  iosIndexItem: { field: 'title', value: 'patched' },
  store: { field: 'area', value: 'Shanghai Jing an' },
  yard: { field: 'remark', value: 'patched' },
  building: { field: 'name', value: 'patched' },
  floor: { field: 'name', value: 'patched' },
  gateway: { field: 'name', value: 'patched' },
  beacon: { field: 'name', value: 'patched' },
  fence: { field: 'name', value: 'patched' },
  brand: { field: 'wearer', value: 'patched' },
  equipment: { field: 'kind', value: 'patched' },
  consumer: { field: 'career', value: 'patched' },
  appDiscovery: {
    field: 'remark',
    value: 'patched',
    prepare: async () => {
      const [type] = await data('/api/device-type/all');
      return post('/api/app-discovery', { name: 'Tips', deviceTypeId: type.id, remark: 'first' });
    },
  },
  appDiscoveryItem: {
    field: 'title',
    value: 'patched',
    prepare: async () => {
      const [type] = await data('/api/device-type/all');
      const entry = (await post('/api/app-discovery', { name: 'Care', deviceTypeId: type.id })).json().data;
      return post('/api/app-discovery-item', {
        discoveryId: entry.id,
        title: 'First',
        content: '<p>Text</p>',
      });
    },
  },
};
const editable = resources.filter((d) => d.actions.includes('edit'));

describe('PATCH changes only what was sent', () => {
  it('has a sample for every resource with an update route', () => {
    expect(editable.map((d) => d.name).filter((n) => !SAMPLES[n])).toEqual([]);
  });

  const prepared = new Set<string>();
  /** The row a sample edits (made once when the demo data has none). */
  const rowFor = async (name: string, path: string) => {
    const sample = SAMPLES[name];
    if (sample.prepare && !prepared.has(name)) {
      prepared.add(name);
      expect((await sample.prepare()) as { statusCode: number }).toMatchObject({ statusCode: 200 });
    }
    const page = await data(`/api/${path}?pageSize=50`);
    return (sample.pick ? sample.pick(page.list) : page.list[0]) as Record<string, unknown> & { id: number };
  };

  for (const def of editable)
    it(`${def.name}: one field changes, the others stay`, async () => {
      const sample = SAMPLES[def.name];
      const row = await rowFor(def.name, def.path);
      expect(row, `a ${def.name} to edit`).toBeTruthy();
      const before = await data(`/api/${def.path}/id/${row.id}`);
      const res = await t.as('admin', {
        method: 'PATCH',
        url: `/api/${def.path}`,
        payload: { id: row.id, [sample.field]: sample.value },
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await data(`/api/${def.path}/id/${row.id}`);
      const { updatedAt: _a, [sample.field]: changed, ...rest } = after;
      const { updatedAt: _b, [sample.field]: _old, ...restBefore } = before;
      expect(changed).toEqual(sample.value);
      expect(rest).toEqual(restBefore);
    });

  for (const def of editable)
    it(`${def.name}: a PATCH of only the id answers 200 and changes nothing`, async () => {
      const row = await rowFor(def.name, def.path);
      const before = await data(`/api/${def.path}/id/${row.id}`);
      const res = await t.as('admin', { method: 'PATCH', url: `/api/${def.path}`, payload: { id: row.id } });
      expect(res.statusCode, res.body).toBe(200);
      const { updatedAt: _a, ...after } = await data(`/api/${def.path}/id/${row.id}`);
      const { updatedAt: _b, ...restBefore } = before;
      expect(after).toEqual(restBefore);
    });

  for (const def of resources.filter((d) => d.actions.includes('edit') && d.states))
    for (const [verb, change] of Object.entries(def.states ?? {}))
      it(`${def.name}: the edit route refuses ${change.field}; PATCH /${def.path}/${verb} changes it`, async () => {
        const row = await rowFor(def.name, def.path);
        const next =
          typeof row[change.field] === 'boolean' ? !row[change.field] : row[change.field] === 1 ? 0 : 1;
        const edit = await t.as('admin', {
          method: 'PATCH',
          url: `/api/${def.path}`,
          payload: { id: row.id, [change.field]: next },
        });
        expect(edit.statusCode).toBe(400);
        expect((await data(`/api/${def.path}/id/${row.id}`))[change.field]).toEqual(row[change.field]);
        const verbRes = await t.as('admin', {
          method: 'PATCH',
          url: `/api/${def.path}/${verb}`,
          payload: { id: row.id, [change.field]: next },
        });
        expect(verbRes.statusCode, verbRes.body).toBe(200);
        expect((await data(`/api/${def.path}/id/${row.id}`))[change.field]).toEqual(next);
      });
});
