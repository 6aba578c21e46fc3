import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/** System settings and their versions (docs/settings.md). */
const t = await createTestApp();
type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = 'admin') =>
  t.as(as, { method, url, payload });
const data = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
let n = 0;
/** A new setting with a unique English name. */
const create = async (fields: Json = {}) => {
  n += 1;
  return data('POST', '/api/setting', {
    nameZh: `设置${n}`,
    nameEn: `setting.test.${n}`,
    type: 'system',
    parameter: '{"retries": 3, "hosts": ["a"]}',
    ...fields,
  });
};
const versions = async (id: number) => (await data('GET', `/api/setting/id/${id}/versions?pageSize=50`)).list;
const count = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql.raw(`select count(*) as c from ${table}`))) as unknown as {
        rows: { c: string }[];
      }
    ).rows[0].c,
  );

describe('settings', () => {
  it('refuses a parameter that does not parse with the product message, and adds nothing', async () => {
    const before = await count('settings');
    const res = await call('POST', '/api/setting', {
      nameZh: '坏',
      nameEn: 'bad.json',
      type: 'app',
      parameter: '{"a": 1,}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('json format error');
    expect(res.json().data.fieldMessages).toEqual({ parameter: { key: 'jsonFormat' } });
    expect(await count('settings')).toBe(before);

    const setting = await create();
    const edit = await call('PATCH', '/api/setting', { id: setting.id, baseVersion: 1, parameter: 'nope' });
    expect(edit.json().msg).toBe('json format error');
    expect((await data('GET', `/api/setting/id/${setting.id}`)).parameter).toBe(setting.parameter);
    expect(await versions(setting.id)).toHaveLength(1);
  });

  it('refuses a parameter over 64 KB or nested too deeply', async () => {
    const big = JSON.stringify({ x: 'y'.repeat(65_536) });
    expect(
      (await call('POST', '/api/setting', { nameZh: '大', nameEn: 'big', type: 'app', parameter: big }))
        .statusCode,
    ).toBe(400);
    const deep = `${'['.repeat(65)}${']'.repeat(65)}`;
    const res = await call('POST', '/api/setting', {
      nameZh: '深',
      nameEn: 'deep',
      type: 'app',
      parameter: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.message).toEqual({ key: 'jsonTooDeep', params: { max: 64 } });
  });

  it('refuses a second English name differing only in case on that field', async () => {
    const setting = await create();
    const res = await call('POST', '/api/setting', {
      nameZh: '另一个',
      nameEn: setting.nameEn.toUpperCase(),
      type: 'other',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fieldMessages).toEqual({ nameEn: { key: 'duplicateValue' } });
  });

  it('keeps a whole version of every save: create, edit and restore', async () => {
    const setting = await create({ remark: 'first' });
    expect(setting.version).toBe(1);
    const edited = await data('PATCH', '/api/setting', {
      id: setting.id,
      baseVersion: 1,
      parameter: '{"retries": 5, "hosts": ["a", "b"]}',
    });
    expect(edited.version).toBe(2);
    // Only the fields sent change.
    expect(edited.remark).toBe('first');
    expect(edited.nameEn).toBe(setting.nameEn);
    const renamed = await data('PATCH', '/api/setting', { id: setting.id, baseVersion: 2, nameZh: '改名' });
    expect(renamed.version).toBe(3);

    const list = await versions(setting.id);
    expect(list.map((v: Json) => [v.version, v.action])).toEqual([
      [3, 'update'],
      [2, 'update'],
      [1, 'create'],
    ]);
    expect(list[0]).toMatchObject({
      nameZh: '改名',
      nameEn: setting.nameEn,
      remark: 'first',
      savedBy: 'admin',
    });
    expect(list[2]).toMatchObject({ nameZh: setting.nameZh, type: 'system', parentId: null });

    // A save that changes nothing adds no version.
    expect(
      (await data('PATCH', '/api/setting', { id: setting.id, baseVersion: 3, nameZh: '改名' })).version,
    ).toBe(3);
  });

  it('versions are only added: the database refuses to change one', async () => {
    const setting = await create();
    await expect(
      t.db.execute(sql`update setting_versions set remark = 'x' where setting_id = ${setting.id}`),
    ).rejects.toThrow();
  });

  it('tells the difference between versions: plain fields old -> new, the JSON by path', async () => {
    const parent = await create();
    const setting = await create({ parameter: '{"retries": 3, "hosts": ["a"], "old": true}' });
    await data('PATCH', '/api/setting', {
      id: setting.id,
      baseVersion: 1,
      nameZh: '新名字',
      parentId: parent.id,
      parameter: '{"retries": 5, "hosts": ["a", "b"], "mail": {"from": "x@y.z"}}',
    });
    const diff = await data('GET', `/api/setting/id/${setting.id}/diff?to=2`);
    expect(diff).toMatchObject({ from: 1, to: 2, truncated: false });
    expect(diff.changes).toEqual([
      { path: 'nameZh', kind: 'changed', before: setting.nameZh, after: '新名字' },
      { path: 'parentId', kind: 'added', before: null, after: parent.nameEn },
      { path: '$.retries', kind: 'changed', before: '3', after: '5' },
      { path: '$.hosts[1]', kind: 'added', before: null, after: '"b"' },
      { path: '$.old', kind: 'removed', before: 'true', after: null },
      { path: '$.mail', kind: 'added', before: null, after: '{"from":"x@y.z"}' },
    ]);
    // Any two, either way; from nothing, everything is added.
    const back = await data('GET', `/api/setting/id/${setting.id}/diff?from=2&to=1`);
    expect(back.changes).toContainEqual({ path: '$.old', kind: 'added', before: null, after: 'true' });
    const first = await data('GET', `/api/setting/id/${setting.id}/diff?to=1`);
    expect(first.from).toBe(0);
    expect(first.changes.map((c: Json) => c.path)).toEqual(['nameZh', 'nameEn', 'type', '$']);
    expect((await call('GET', `/api/setting/id/${setting.id}/diff?to=9`)).statusCode).toBe(404);
  });

  it('restores a chosen version as a new version, after confirming the latest', async () => {
    const setting = await create({ parameter: '{"v": 1}' });
    await data('PATCH', '/api/setting', {
      id: setting.id,
      baseVersion: 1,
      parameter: '{"v": 2}',
      remark: 'two',
    });
    const restored = await data('POST', `/api/setting/id/${setting.id}/restore`, {
      version: 1,
      baseVersion: 2,
    });
    expect(restored).toMatchObject({ version: 3, parameter: '{"v": 1}', remark: null });
    const list = await versions(setting.id);
    expect(list[0]).toMatchObject({ version: 3, action: 'restore', restoredFrom: 1 });
    expect(list).toHaveLength(3);
    // What the setting holds already is not saved again.
    const same = await call('POST', `/api/setting/id/${setting.id}/restore`, { version: 1, baseVersion: 3 });
    expect(same.statusCode).toBe(400);
    expect(same.json().data.message.key).toBe('noChange');
    // A restore based on an older version is refused like an edit.
    const stale = await call('POST', `/api/setting/id/${setting.id}/restore`, { version: 2, baseVersion: 2 });
    expect(stale.statusCode).toBe(409);
    expect(await versions(setting.id)).toHaveLength(3);
  });

  it('refuses a save based on an older version with the difference since, and changes nothing', async () => {
    const setting = await create({ parameter: '{"a": 1}' });
    await data('PATCH', '/api/setting', { id: setting.id, baseVersion: 1, parameter: '{"a": 2}' });
    const res = await call('PATCH', '/api/setting', { id: setting.id, baseVersion: 1, remark: 'mine' });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.data.message).toEqual({ key: 'settingChanged', params: { base: 1, current: 2 } });
    expect(body.data.conflict).toEqual({
      baseVersion: 1,
      currentVersion: 2,
      diff: {
        from: 1,
        to: 2,
        truncated: false,
        changes: [{ path: '$.a', kind: 'changed', before: '1', after: '2' }],
      },
    });
    const now = await data('GET', `/api/setting/id/${setting.id}`);
    expect(now).toMatchObject({ version: 2, remark: null });
  });

  it('of parallel saves on one version exactly one wins; the others get the difference', async () => {
    const setting = await create({ parameter: '{"n": 0}' });
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('PATCH', '/api/setting', { id: setting.id, baseVersion: 1, parameter: `{"n": ${i + 1}}` }),
      ),
    );
    const codes = saves.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = saves.find((r) => r.statusCode === 200)!.json().data;
    expect(winner.version).toBe(2);
    for (const lost of saves.filter((r) => r.statusCode === 409))
      expect(lost.json().data.conflict.diff.changes).toEqual([
        { path: '$.n', kind: 'changed', before: '0', after: JSON.parse(winner.parameter).n.toString() },
      ]);
    expect(await versions(setting.id)).toHaveLength(2);
    expect((await data('GET', `/api/setting/id/${setting.id}`)).parameter).toBe(winner.parameter);
  });

  it('refuses a parent that does not exist or would make a cycle', async () => {
    const a = await create();
    const b = await create({ parentId: a.id });
    const c = await create({ parentId: b.id });
    expect(c.parentName).toBe(b.nameEn);
    const cycle = await call('PATCH', '/api/setting', { id: a.id, baseVersion: 1, parentId: c.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().data.fieldMessages).toEqual({ parentId: { key: 'settingParentCycle' } });
    const self = await call('PATCH', '/api/setting', { id: a.id, baseVersion: 1, parentId: a.id });
    expect(self.json().data.fieldMessages).toEqual({ parentId: { key: 'settingParentCycle' } });
    const missing = await call('POST', '/api/setting', {
      nameZh: 'x',
      nameEn: 'orphan',
      type: 'app',
      parentId: 999999,
    });
    expect(missing.json().data.fieldMessages).toEqual({ parentId: { key: 'settingParentMissing' } });
    expect((await data('GET', `/api/setting/id/${a.id}`)).parentId).toBeNull();
  });

  it('deletes only with the exact English name typed, and never a parent', async () => {
    const parent = await create();
    const child = await create({ parentId: parent.id });
    const del = (id: number, name: string) =>
      call('DELETE', `/api/setting/id/${id}?confirmName=${encodeURIComponent(name)}`);
    for (const wrong of ['', parent.nameEn.toUpperCase(), `${parent.nameEn} `]) {
      const res = await del(parent.id, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fieldMessages).toEqual({ confirmName: { key: 'settingConfirmName' } });
    }
    const refused = await del(parent.id, parent.nameEn);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.message).toEqual({
      key: 'settingHasChildren',
      params: { name: parent.nameEn, children: child.nameEn },
    });
    expect((await del(child.id, child.nameEn)).statusCode).toBe(200);
    expect((await del(parent.id, parent.nameEn)).statusCode).toBe(200);
    expect((await call('GET', `/api/setting/id/${parent.id}`)).statusCode).toBe(404);
    const { rows } = (await t.db.execute(
      sql`select count(*) as c from setting_versions where setting_id in (${parent.id}, ${child.id})`,
    )) as unknown as { rows: { c: string }[] };
    expect(Number(rows[0].c)).toBe(0);
  });

  it('lists by either name and by type, sorted on request', async () => {
    const zh = await create({ nameZh: '短信网关', type: 'device' });
    await create({ nameEn: 'sms.gateway.backup', type: 'report' });
    const byZh = await data('GET', '/api/setting?name=短信');
    expect(byZh.list.map((s: Json) => s.id)).toEqual([zh.id]);
    const byEn = await data('GET', '/api/setting?name=SMS.GATEWAY');
    expect(byEn.list.map((s: Json) => s.nameEn)).toEqual(['sms.gateway.backup']);
    const reports = await data('GET', '/api/setting?type=report&sort=nameEn&order=desc');
    expect(reports.list.every((s: Json) => s.type === 'report')).toBe(true);
    expect((await call('GET', '/api/setting?type=nonsense')).statusCode).toBe(400);
  });

  it('is platform staff only: other roles are refused every route', async () => {
    const setting = await create();
    for (const who of ['agent1', 'merchant1', 'manager1', 'sales1']) {
      expect((await call('GET', '/api/setting', undefined, who)).statusCode).toBe(403);
      expect((await call('GET', `/api/setting/id/${setting.id}/versions`, undefined, who)).statusCode).toBe(
        403,
      );
      const edit = await call('PATCH', '/api/setting', { id: setting.id, baseVersion: 1, remark: 'x' }, who);
      expect(edit.statusCode).toBe(403);
      const del = await call(
        'DELETE',
        `/api/setting/id/${setting.id}?confirmName=${setting.nameEn}`,
        undefined,
        who,
      );
      expect(del.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/setting', undefined, 'operator')).statusCode).toBe(200);
  });
});
