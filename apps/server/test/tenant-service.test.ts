import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { createTestApp } from './harness';

/**
 * The generated service of a plain tenant resource (lib/crud/tenant-service.ts), through the API as
 * the demo roles: custom diseases (catalogue tenancy) are registered by it alone, feedback (store
 * tenancy) builds on it.
 */
const t = await createTestApp();
const call = (who: string, method: string, url: string, payload?: object) =>
  t.as(who, { method: method as never, url, payload });
const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const listed = async (who: string, url: string) => {
  const res = await call(who, 'GET', `${url}?pageNum=1&pageSize=50`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((r) => r.id);
};

describe('a plain tenant resource on the generated service (custom diseases)', () => {
  it('creates within reach, refuses an owner outside it, and scopes reads, changes and deletes', async () => {
    const [agent2, merchant1] = [await idOf('agent2'), await idOf('merchant1')];

    // A create names no owner: the row is its author's, and the write is audited.
    const own = await call('agent1', 'POST', '/api/custom-disease', { name: 'Kit redness' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ name: 'Kit redness', ownerName: 'East China agent' });
    const id = own.json().data.id as number;
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'POST /api/custom-disease'), eq(auditLog.actorId, await idOf('agent1'))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited?.outcome).toBe('ok');

    // An owner below the caller is within reach; a sibling agent is not, with the catalogue's message.
    const below = await call('agent1', 'POST', '/api/custom-disease', {
      name: 'Kit dryness',
      ownerId: merchant1,
    });
    expect(below.statusCode, below.body).toBe(200);
    expect(below.json().data.ownerId).toBe(merchant1);
    const outside = await call('agent1', 'POST', '/api/custom-disease', {
      name: 'Kit spots',
      ownerId: agent2,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().data.message).toEqual({ key: 'chooseOwner' });
    expect(outside.json().data.fieldMessages).toEqual({ ownerId: { key: 'chooseOwner' } });
    // The permission of each action comes from the declaration: a merchant only reads.
    expect((await call('merchant1', 'POST', '/api/custom-disease', { name: 'Kit x' })).statusCode).toBe(403);

    // Reads: the author's line sees it (the merchant below reads it), a sibling agent does not.
    expect(await listed('agent1', '/api/custom-disease')).toContain(id);
    expect(await listed('merchant1', '/api/custom-disease')).toContain(id);
    expect(await listed('agent2', '/api/custom-disease')).not.toContain(id);
    expect((await call('merchant1', 'GET', `/api/custom-disease/id/${id}`)).json().data.name).toBe(
      'Kit redness',
    );
    const hidden = await call('agent2', 'GET', `/api/custom-disease/id/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().data.message).toEqual({ key: 'customDiseaseNotFound' });
    const options = await call('agent1', 'GET', '/api/custom-disease/options?q=Kit%20red');
    expect(options.json().data.items).toContainEqual({ id, label: 'Kit redness', owner: 'East China agent' });

    // Updates: the fields sent, by the owner's line only; an owner change is checked like a create.
    const edited = await call('agent1', 'PATCH', '/api/custom-disease', { id, impact: 'mild' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Kit redness', impact: 'mild' });
    const moved = await call('agent1', 'PATCH', '/api/custom-disease', { id, ownerId: agent2 });
    expect(moved.json().data.fieldMessages).toEqual({ ownerId: { key: 'chooseOwner' } });
    expect((await call('agent2', 'PATCH', '/api/custom-disease', { id, name: 'taken' })).statusCode).toBe(
      404,
    );
    expect((await call('merchant1', 'PATCH', '/api/custom-disease', { id, name: 'x' })).statusCode).toBe(403);
    expect((await call('agent1', 'GET', `/api/custom-disease/id/${id}`)).json().data).toMatchObject({
      name: 'Kit redness',
      ownerName: 'East China agent',
    });

    // Deletes: all or none, within the caller's rows.
    expect((await call('agent2', 'DELETE', `/api/custom-disease/id/${id}`)).statusCode).toBe(404);
    const foreign = await call(
      'agent1',
      'DELETE',
      `/api/custom-disease/id/${id},${below.json().data.id},999999`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await listed('agent1', '/api/custom-disease')).toContain(id);
    expect((await call('agent1', 'DELETE', `/api/custom-disease/id/${id}`)).statusCode).toBe(200);
    expect((await call('agent1', 'GET', `/api/custom-disease/id/${id}`)).statusCode).toBe(404);
  });
});

describe('a store-owned resource on the generated service (feedback)', () => {
  it("files feedback for the caller's own store only, with the store's message", async () => {
    const storeOf = async (who: string) => (await listed(who, '/api/store'))[0];
    const [mine, theirs] = [await storeOf('manager1'), await storeOf('manager2')];
    const filed = await call('manager1', 'POST', '/api/feedback', {
      storeId: mine,
      title: 'Kit',
      content: 'Lens',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const refused = await call('manager1', 'POST', '/api/feedback', {
      storeId: theirs,
      title: 'Kit',
      content: 'x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.message).toEqual({ key: 'storeNotFound' });
    expect(refused.json().data.fieldMessages).toEqual({ storeId: { key: 'storeNotFound' } });
    const id = filed.json().data.id as number;
    expect(await listed('merchant1', '/api/feedback')).toContain(id);
    expect(await listed('manager2', '/api/feedback')).not.toContain(id);
    expect((await call('agent2', 'GET', `/api/feedback/id/${id}`)).statusCode).toBe(404);
  });
});

describe('unique values', () => {
  it('a clash on a unique index is refused on its field by the one rule every route shares (db/unique-fields.ts)', async () => {
    const first = await call('agent1', 'POST', '/api/custom-disease', { name: 'Kit clash' });
    expect(first.statusCode, first.body).toBe(200);
    const clash = await call('agent1', 'POST', '/api/custom-disease', { name: 'KIT CLASH' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().data.fieldMessages).toEqual({ name: { key: 'duplicateValue' } });
    expect(
      (await call('agent1', 'DELETE', `/api/custom-disease/id/${first.json().data.id}`)).statusCode,
    ).toBe(200);
  });
});
