import { createIosIndexData } from '../data/ios-index.data';
import { createUserData } from '../data/users.data';
import type { Db } from '../db/client';

/** The demo app home: a platform default entry and one of each demo agent, each with items. */
const ENTRIES = [
  {
    owner: null,
    name: '护肤小课堂 Skin care basics',
    sort: 0,
    items: [
      { title: 'Cleanse gently', content: '<p>Twice a day, with lukewarm water.</p>' },
      { title: 'Never skip sunscreen', content: '<p>Every morning, <b>rain or shine</b>.</p>' },
    ],
  },
  {
    owner: 'agent1',
    name: '莲花新品 Lotus news',
    sort: 1,
    items: [{ title: 'Herbal mask week', content: '<p>Try the herbal mask in any Lotus store.</p>' }],
  },
  {
    owner: 'agent2',
    name: 'Rosa news',
    sort: 1,
    items: [{ title: 'Calming toner', content: '<p>New in Madrid.</p>' }],
  },
] as const;

/** Seeds the demo app home entries and their items. */
export async function seedDemoAppIndex(db: Db) {
  const users = createUserData(db);
  const data = createIosIndexData(db);
  await db.transaction(async (tx) => {
    for (const e of ENTRIES) {
      const ownerId = e.owner ? (await users.unscoped.byUsername(e.owner, tx))!.id : null;
      const indexId = await data.entries.insert(tx, { ownerId, name: e.name, sort: e.sort });
      for (const [place, item] of e.items.entries())
        await data.items.insert(tx, { indexId, ownerId, ...item, sort: place + 1 });
    }
  });
}
