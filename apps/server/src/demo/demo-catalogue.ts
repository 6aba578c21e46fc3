import { createCustomDiseaseData } from '../data/custom-diseases.data';
import { detailWrites } from '../data/disease-details.data';
import { createGoodsData } from '../data/goods.data';
import { createSkinPlanData } from '../data/skin-plans.data';
import { createUserData } from '../data/users.data';
import type { Db } from '../db/client';

/** Goods the demo platform recommends, and each demo agent's own (prices in cents). */
const GOODS = [
  {
    owner: null,
    type: 'product',
    name: '氨基酸洁面乳 Amino acid cleanser',
    price: 12800,
    category: 'cleansing',
  },
  { owner: null, type: 'product', name: '玻尿酸精华 Hyaluronic serum', price: 26800, category: 'essence' },
  {
    owner: null,
    type: 'product',
    name: '物理防晒乳 Mineral sunscreen SPF50',
    price: 15800,
    category: 'sunscreen',
  },
  {
    owner: null,
    type: 'instrument',
    name: '水光导入仪 Hydra infusion',
    price: 98000,
    category: 'professionalCare',
  },
  { owner: 'agent1', type: 'product', name: '东方草本面膜 Herbal mask', price: 9800, category: 'mask' },
  {
    owner: 'agent1',
    type: 'instrument',
    name: '射频紧致 RF firming',
    price: 128000,
    category: 'professionalCare',
  },
  { owner: 'agent2', type: 'product', name: 'Rosa calming toner', price: 8900, category: 'toner' },
  { owner: 'agent2', type: 'product', name: 'Rosa night cream', price: 15900, category: 'lotion' },
] as const;

/** Seeds the demo catalogue: platform goods and plans, and some of each agent's own. */
export async function seedDemoCatalogue(db: Db) {
  const users = createUserData(db);
  const goods = createGoodsData(db);
  const custom = createCustomDiseaseData(db);
  const plans = createSkinPlanData(db);
  await db.transaction(async (tx) => {
    // Inside the transaction everything goes through `tx` (PGlite has one connection).
    const idOf = async (username: string | null) =>
      username ? (await users.unscoped.byUsername(username, tx))!.id : null;
    const ids: Record<string, number[]> = {};
    for (const g of GOODS) {
      const ownerId = await idOf(g.owner);
      const id = await goods.insert(tx, {
        ...g,
        ownerId,
        crossedPrice: Math.round(g.price * 1.25),
        owner: undefined,
      } as never);
      const owner = g.owner ?? 'platform';
      ids[owner] = [...(ids[owner] ?? []), id];
    }
    const plan = async (owner: string | null, name: string, solution: string, linked: number[]) => {
      const id = await plans.insert(tx, { ownerId: await idOf(owner), name, nursingSite: 'face', solution });
      await plans.linkGoods(tx, id, linked);
    };
    await plan(
      null,
      '基础保湿 Basic hydration',
      '早晚洁面后使用精华，白天防晒。Cleanse, serum morning and night, sunscreen by day.',
      ids.platform.slice(0, 3),
    );
    await plan(
      'agent1',
      '草本舒缓 Herbal soothing',
      '每周两次草本面膜。A herbal mask twice a week.',
      ids.agent1.slice(0, 1),
    );
    await plan(
      'agent2',
      'Calm skin routine',
      'Calming toner after cleansing, night cream before sleep.',
      ids.agent2,
    );
    await custom.insert(tx, {
      ownerId: null,
      name: '口周干纹 Dry lines around the mouth',
      solution: '加强保湿。Moisturise more often.',
    });
    await custom.insert(tx, {
      ownerId: await idOf('agent1'),
      name: '季节性泛红 Seasonal redness',
      solution: '换季时减少去角质。Exfoliate less when seasons change.',
    });
    await custom.insert(tx, {
      ownerId: await idOf('agent2'),
      name: 'Winter dryness',
      solution: 'Richer cream in winter.',
    });
    // Each agent has rewritten one piece of the platform's advice for its stores.
    const slots = await detailWrites.originals(tx);
    const agent1 = await idOf('agent1');
    const agent2 = await idOf('agent2');
    if (slots.length > 5 && agent1 && agent2) {
      // An override starts from the original's texts, as an agent's edit in the console does.
      const texts = (slot: (typeof slots)[number]) => ({
        introduction: slot.introduction,
        impact: slot.impact,
        improve: slot.improve,
        remark: slot.remark,
      });
      const a = await detailWrites.upsertOverride(tx, slots[0], agent1, {
        ...texts(slots[0]),
        solution:
          '到店做草本深层清洁，配合东方草本面膜。An in-store herbal deep cleanse with our herbal mask.',
      });
      await detailWrites.link(tx, a, ids.agent1.slice(0, 1), []);
      await detailWrites.upsertOverride(tx, slots[5], agent2, {
        ...texts(slots[5]),
        solution: 'Calming toner twice a day and our night cream.',
      });
    }
  });
}
