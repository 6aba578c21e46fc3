import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/**
 * The advice of the AI dimensions: platform originals, agents' overrides for their line, restore
 * to the original information, the default slot of a level, and what is in force for a store.
 */
const t = await createTestApp();
type Detail = {
  id: number;
  diseaseId: number;
  levelId: number | null;
  solution: string | null;
  goodsIds: number[];
  overriddenBy: { userId: number; name: string } | null;
  ownOverride: boolean;
  isDefault: boolean;
};
const call = async (who: string, method: string, url: string, payload?: object) =>
  t.as(who, { method: method as never, url, payload });
const detail = async (who: string, id: number) => {
  const res = await call(who, 'GET', `/api/disease-detail/id/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Detail;
};
const dims = async () =>
  (await call('admin', 'GET', '/api/disease?pageNum=1&pageSize=20')).json().data.list as {
    id: number;
    code: string;
  }[];
const slotsOf = async (who: string, diseaseId: number) =>
  (await call(who, 'GET', `/api/disease-detail?pageNum=1&pageSize=50&diseaseId=${diseaseId}`)).json().data
    .list as Detail[];
const storeOf = async (who: string) =>
  (await call(who, 'GET', '/api/store?pageNum=1&pageSize=5')).json().data.list[0].id as number;

describe('AI dimension advice', () => {
  it('holds an original for every dimension and level, one of them the default', async () => {
    for (const d of await dims()) {
      const slots = await slotsOf('admin', d.id);
      expect(slots, d.code).toHaveLength(4);
      expect(slots.filter((s) => s.isDefault)).toHaveLength(4);
      expect(slots.every((s) => s.solution && !s.overriddenBy)).toBe(true);
    }
  });

  it("an agent's edit is an override its whole line sees, a sibling agent and the platform do not", async () => {
    const acne = (await dims()).find((d) => d.code === 'acne')!;
    const [slot] = await slotsOf('admin', acne.id);
    const original = slot.solution;
    const res = await call('agent1', 'PATCH', '/api/disease-detail', {
      id: slot.id,
      solution: 'Our clinic acne care',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: slot.id,
      solution: 'Our clinic acne care',
      ownOverride: true,
    });
    expect((await detail('merchant1', slot.id)).solution).toBe('Our clinic acne care');
    expect((await detail('manager1', slot.id)).overriddenBy?.name).toBe('East China agent');
    expect((await detail('manager1', slot.id)).ownOverride).toBe(false);
    expect((await detail('agent2', slot.id)).solution).toBe(original);
    expect((await detail('admin', slot.id)).solution).toBe(original);
    // The rest of the original stays as it was: the override started from it.
    expect((await detail('agent1', slot.id)).levelId).toBe(slot.levelId);
    // Restore to the original information: the line sees the platform's text again.
    const restored = await call('agent1', 'PATCH', '/api/disease-detail/restore', { id: slot.id });
    expect(restored.json().data).toMatchObject({
      solution: original,
      ownOverride: false,
      overriddenBy: null,
    });
    const again = await call('agent1', 'PATCH', '/api/disease-detail/restore', { id: slot.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('This detail shows the original information already');
    expect((await detail('merchant1', slot.id)).solution).toBe(original);
  });

  it('the default slot of a level is chosen per line: an agent for its stores, the platform for the rest', async () => {
    const spots = (await dims()).find((d) => d.code === 'spots')!;
    const [first] = await slotsOf('admin', spots.id);
    const added = await call('admin', 'POST', '/api/disease-detail', {
      diseaseId: spots.id,
      levelId: first.levelId,
      solution: 'Second opinion',
    });
    expect(added.statusCode, added.body).toBe(200);
    const second = added.json().data as Detail;
    expect(second.isDefault).toBe(false);
    expect((await call('agent1', 'PATCH', '/api/disease-detail/default', { id: second.id })).statusCode).toBe(
      200,
    );
    expect((await detail('manager1', second.id)).isDefault).toBe(true);
    expect((await detail('manager1', first.id)).isDefault).toBe(false);
    expect((await detail('agent2', first.id)).isDefault).toBe(true);
    expect((await call('admin', 'PATCH', '/api/disease-detail/default', { id: second.id })).statusCode).toBe(
      200,
    );
    expect((await detail('agent2', second.id)).isDefault).toBe(true);
    // The agent's line follows its own choice even when the platform chooses again.
    expect((await call('admin', 'PATCH', '/api/disease-detail/default', { id: first.id })).statusCode).toBe(
      200,
    );
    expect((await detail('manager1', second.id)).isDefault).toBe(true);
    expect((await detail('agent2', first.id)).isDefault).toBe(true);
  });

  it('what is in force for a store is one call: its agent’s overrides and choices, else the platform’s', async () => {
    const pores = (await dims()).find((d) => d.code === 'pores')!;
    const store = await storeOf('manager1');
    const res = await call(
      'admin',
      'GET',
      `/api/disease-detail/in-force?storeId=${store}&diseaseId=${pores.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const inForce = res.json().data as Detail[];
    expect(inForce).toHaveLength(4);
    // The demo's agent1 rewrote the first slot of pores for its stores, with its herbal mask.
    const rewritten = inForce.find((d) => d.overriddenBy);
    expect(rewritten?.overriddenBy?.name).toBe('East China agent');
    expect(rewritten?.goodsIds).toHaveLength(1);
    const own = await call('manager1', 'GET', `/api/disease-detail/in-force?diseaseId=${pores.id}`);
    expect(own.json().data).toEqual(inForce.map((d) => ({ ...d, ownOverride: false })));
    expect((await call('agent2', 'GET', `/api/disease-detail/in-force?storeId=${store}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not the caller’s to change, and changes nothing', async () => {
    const wrinkles = (await dims()).find((d) => d.code === 'wrinkles')!;
    const [slot] = await slotsOf('admin', wrinkles.id);
    const levels = (await call('admin', 'GET', '/api/disease-level/all')).json().data as { id: number }[];
    const moved = await call('agent1', 'PATCH', '/api/disease-detail', {
      id: slot.id,
      levelId: levels[1].id,
    });
    expect(moved.json().msg).toBe('Only the platform changes the level and image type of a detail');
    const goods = (await call('admin', 'GET', '/api/goods?pageNum=1&pageSize=50')).json().data.list as {
      id: number;
      ownerName: string | null;
    }[];
    const theirs = goods.find((g) => g.ownerName === 'Europe agent')!;
    const linked = await call('agent1', 'PATCH', '/api/disease-detail', {
      id: slot.id,
      goodsIds: [theirs.id],
    });
    expect(linked.statusCode).toBe(400);
    const platformLink = await call('admin', 'PATCH', '/api/disease-detail', {
      id: slot.id,
      goodsIds: [theirs.id],
    });
    expect(platformLink.json().msg).toBe(
      'The platform’s details can only link the platform’s goods and skin plans',
    );
    expect((await call('agent1', 'POST', '/api/disease-detail', { diseaseId: wrinkles.id })).statusCode).toBe(
      403,
    );
    expect(
      (await call('merchant1', 'PATCH', '/api/disease-detail', { id: slot.id, solution: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('agent1', 'DELETE', `/api/disease-detail/id/${slot.id}`)).statusCode).toBe(403);
    expect(await detail('agent1', slot.id)).toMatchObject({ solution: slot.solution, ownOverride: false });
  });

  it('an empty slot is refused on its care methods, and nothing is added', async () => {
    const [dim] = await dims();
    const before = (await slotsOf('admin', dim.id)).length;
    const res = await call('admin', 'POST', '/api/disease-detail', { diseaseId: dim.id, solution: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fieldMessages).toEqual({ solution: { key: 'adviceEmpty' } });
    expect((await slotsOf('admin', dim.id)).length).toBe(before);
  });

  it('an edit that would empty a slot is refused and changes nothing, for the platform and an agent', async () => {
    const [dim] = await dims();
    const made = await call('admin', 'POST', '/api/disease-detail', {
      diseaseId: dim.id,
      solution: 'Only text',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    const emptied = await call('admin', 'PATCH', '/api/disease-detail', { id, solution: '' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().data.fieldMessages).toEqual({ solution: { key: 'adviceEmpty' } });
    expect(await detail('admin', id)).toMatchObject({ solution: 'Only text' });
    const override = await call('agent1', 'PATCH', '/api/disease-detail', { id, solution: '' });
    expect(override.statusCode).toBe(400);
    expect(await detail('agent1', id)).toMatchObject({ solution: 'Only text', ownOverride: false });
    expect((await call('admin', 'DELETE', `/api/disease-detail/id/${id}`)).statusCode).toBe(200);
  });

  it('deleting an original takes its overrides with it', async () => {
    const moisture = (await dims()).find((d) => d.code === 'moisture')!;
    const [slot] = await slotsOf('admin', moisture.id);
    await call('agent1', 'PATCH', '/api/disease-detail', { id: slot.id, solution: 'Mine' });
    expect((await call('admin', 'DELETE', `/api/disease-detail/id/${slot.id}`)).statusCode).toBe(200);
    expect((await call('agent1', 'GET', `/api/disease-detail/id/${slot.id}`)).statusCode).toBe(404);
    expect(await slotsOf('agent1', moisture.id)).toHaveLength(3);
  });
});
