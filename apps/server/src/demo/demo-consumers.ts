import { createConsumerData } from '../data/consumers.data';
import { createDeviceData } from '../data/devices.data';
import { createReportCatalogue } from '../data/report-catalogue';
import { createStoreData } from '../data/stores.data';
import { createTestRecordData } from '../data/test-records.data';
import type { Db } from '../db/client';
import type { Actor } from '../lib/actor';
import { createFileService } from '../modules/files/files.service';
import { compositeScore, makeProblems } from '../modules/test-records/report';
import { TEST_IMAGE_PURPOSE } from '../modules/test-records/test-records.service';
import { faceImage } from './face-image';

const NAMES: Record<string, string[]> = {
  'Lotus Beauty Xuhui': [
    'Chen Jing',
    'Liu Yang',
    'Zhao Min',
    'Huang Li',
    'Zhou Xin',
    'Wu Ting',
    'Xu Lei',
    'Sun Yue',
  ],
  'Rosa Skin Madrid': [
    'Carmen Ruiz',
    'Lucia Moreno',
    'Elena Navarro',
    'Sofia Torres',
    'Marta Gil',
    'Ana Vega',
  ],
};
const POSITIONS = ['front', 'left', 'right'] as const;
/** Image types photographed by the demo analyzers (daylight, polarized, UV). */
const TYPE_INDEXES = [1, 2, 4];
const TESTS_PER_STORE = 150;
const DIMENSIONS = [
  'pores',
  'acne',
  'spots',
  'wrinkles',
  'redness',
  'pigmentation',
  'oiliness',
  'moisture',
  'sensitivity',
  'dark_circles',
];

/**
 * A demo consumer's phone in E.164, a mobile of the store's country: mainland `13x` numbers, and
 * Spanish `6xx` ones for the Madrid store (docs/skin-tests.md, "Consumers' phones").
 */
const demoPhone = (country: string, s: number, i: number) => {
  const tail = String(10_000_000 + i * 7919).slice(-8);
  return country === 'ES' ? `+346${tail}` : `+8613${s + 5}${tail}`;
};

/** A repeatable pseudo-random number in [0, 1) for a seed. */
const rand = (seed: number) => {
  const v = Math.sin(seed * 12.9898) * 43758.5453;
  return v - Math.floor(v);
};

/**
 * Consumers of the demo stores and a few hundred tests over the last 60 days, taken by the stores'
 * devices, each with small generated face photos, so the consumer, test and dashboard screens
 * show something real at first start.
 */
export async function seedDemoConsumers(db: Db, admin: Actor) {
  const files = createFileService(db);
  const consumers = createConsumerData(db);
  const tests = createTestRecordData(db);
  const stores = (await createStoreData(db).list(admin, { pageNum: 1, pageSize: 20 })).list;
  const types = await tests.unscoped.imageTypesByIndex(db, TYPE_INDEXES);
  const dims = await tests.unscoped.dimensionsByCode(db, DIMENSIONS);
  /**
   * Each store's own pool of photos, three per image type and position, shared by its tests only:
   * no photo is named by tests of two stores, so no chain ever holds another's faces, and a
   * photo goes when the last test naming it does.
   */
  const photosOf = async (storeId: number) => {
    const photos = new Map<string, string>();
    for (const typeIndex of TYPE_INDEXES)
      for (const position of POSITIONS)
        for (let seed = 0; seed < 3; seed++) {
          const bytes = faceImage({ typeIndex, position, seed: seed + storeId * 3 });
          const f = await files.store(
            admin,
            TEST_IMAGE_PURPOSE,
            { kind: 'image', maxBytes: 1 << 20 },
            `demo-${storeId}-${typeIndex}-${position}-${seed}.png`,
            bytes,
          );
          photos.set(`${typeIndex}/${position}/${seed}`, f.id);
        }
    return photos;
  };
  const now = Date.now();
  for (const [s, store] of stores.entries()) {
    const names = NAMES[store.name] ?? [];
    const photos = names.length ? await photosOf(store.id) : new Map<string, string>();
    const device = (await createDeviceData(db).list(admin, { pageNum: 1, pageSize: 1, storeId: store.id }))
      .list[0];
    // Each test's report is kept as made, as an upload keeps it (docs/skin-tests.md).
    const catalogue = createReportCatalogue(db);
    const known = await catalogue.read((await catalogue.lineOfStore(store.id)) ?? '/');
    await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const [i, name] of names.entries())
        ids.push(
          await consumers.insert(tx, {
            storeId: store.id,
            name,
            sex: i % 5 === 4 ? 'male' : 'female',
            phone: demoPhone(store.country, s, i),
            birthday: `${1975 + ((i * 7) % 25)}-0${1 + (i % 9)}-1${i % 9}`,
            maritalStatus: i % 2 ? 'married' : 'unmarried',
            career: i % 3 ? 'Office worker' : 'Teacher',
            area: store.area,
            // Registered over the last eight weeks, so the dashboard shows new consumers too.
            createdAt: new Date(now - (2 + i * 7) * 86_400_000),
          }),
        );
      if (!ids.length) return;
      for (let n = 0; n < TESTS_PER_STORE; n++) {
        const seed = s * 1000 + n;
        const consumerId = ids[n % ids.length];
        // Most tests photograph the front and both sides; every sixth is one full-face photo.
        const fullFace = n % 6 === 5;
        const positions = fullFace ? (['unknown'] as const) : POSITIONS;
        const testedAt = new Date(now - Math.floor(rand(seed) * 60 * 86_400_000));
        // Each consumer's skin improves a little over time around its own level.
        const scores = [...dims.entries()].map(([code, diseaseId], d) => ({
          diseaseId,
          score: Math.max(
            5,
            Math.min(100, Math.round(35 + rand(seed * 31 + d) * 55 + (code === 'moisture' ? 5 : 0))),
          ),
        }));
        const testId = await tests.insert(
          tx,
          {
            storeId: store.id,
            consumerId,
            deviceId: device?.id ?? null,
            clientId: `demo-${store.id}-${n}`,
            facePosition: fullFace ? 'unknown' : 'front',
            deviceModel: device?.model ?? 'SA-PRO-200',
            firmware: device?.firmwareVersion ?? '1.4.2',
            score: compositeScore(scores),
            skinAge: 22 + Math.floor(rand(seed + 7) * 30),
            testedAt,
          },
          scores,
          TYPE_INDEXES.filter((t) => types.has(t)).flatMap((t) =>
            positions.map((position) => ({
              imageTypeId: types.get(t)!,
              position,
              fileId: photos.get(`${t}/${position === 'unknown' ? 'front' : position}/${n % 3}`)!,
              thumbnailId: null,
            })),
          ),
        );
        await tests.keepReport(tx, testId, makeProblems(scores, known));
      }
    });
  }
}
