import { DEVICE_STATES, FACE_POSITIONS } from '@skin/contract';
import { int, oneOf, pick, place, someIds, sqlValue, tag, testedAt, type Write } from './random-pick';

// Random writes of the rows the kept figures count (random-writes.ts): devices, goods and test
// records inserted, moved between places, changed in a counted column, deleted.

/** Each write with its weight: how often it is picked against the others. */
export const ROW_WRITES: [number, string, Write][] = [
  [
    4,
    'insert devices',
    async (w) => `insert into devices (serial_number, device_type_id, state, store_id, agent_id)
      select '${tag(w)}-' || i, ${await pick(w, 'device_types')}, '${oneOf(w, DEVICE_STATES)}', ${await place(w)}
      from generate_series(1, ${1 + int(w, 4)}) i`,
  ],
  [
    4,
    'move a device',
    async (w) =>
      `update devices set (store_id, agent_id) = (${await place(w)}) where id = ${await pick(w, 'devices')}`,
  ],
  [
    3,
    'change devices state',
    async (w) =>
      `update devices set state = '${oneOf(w, DEVICE_STATES)}' where id in (${await someIds(w, 'devices')})`,
  ],
  [
    1,
    'change a device model',
    async (w) =>
      `update devices set device_type_id = ${await pick(w, 'device_types')} where id = ${await pick(w, 'devices')}`,
  ],
  [2, 'delete devices', async (w) => `delete from devices where id in (${await someIds(w, 'devices')})`],
  [
    3,
    'insert goods',
    async (w) => `insert into goods (owner_id, owner_path, type, name, price, category)
      select ${(w.random() < 0.8 && (await pick(w, 'users'))) || 'null::int'}, '/nonsense/', '${oneOf(w, ['product', 'instrument'])}',
        '${tag(w)}-' || i, 100, ${sqlValue(oneOf(w, ['essence', 'mask', 'cleansing', null]))}
      from generate_series(1, ${1 + int(w, 3)}) i`,
  ],
  [
    3,
    'change goods',
    async (w) => {
      const set = oneOf(w, [
        `owner_id = ${w.random() < 0.8 ? await pick(w, 'users') : 'null'}`,
        `category = ${sqlValue(oneOf(w, ['essence', 'mask', null]))}`,
        `type = '${oneOf(w, ['product', 'instrument'])}'`,
        `owner_path = '/nonsense/'`,
      ]);
      return `update goods set ${set} where id in (${await someIds(w, 'goods')})`;
    },
  ],
  [1, 'delete goods', async (w) => `delete from goods where id in (${await someIds(w, 'goods')})`],
  [
    3,
    'insert tests',
    async (w) => `insert into test_records
      (store_id, consumer_id, client_id, face_position, score, tested_at, merchant_path, manager_path)
      select ${await pick(w, 'stores')}, ${await pick(w, 'consumers')}, '${tag(w)}-' || i, '${oneOf(w, FACE_POSITIONS)}',
        80, ${testedAt(w)} + make_interval(mins => i * 7), '/9/', null
      from generate_series(1, ${1 + int(w, 3)}) i`,
  ],
  [
    3,
    'change tests',
    async (w) => {
      const set = oneOf(w, [
        `store_id = ${await pick(w, 'stores')}`,
        `face_position = '${oneOf(w, FACE_POSITIONS)}'`,
        `tested_at = tested_at + make_interval(mins => ${int(w, 3000) - 1500})`,
        `merchant_path = '/9/', manager_path = '/9/'`,
        `store_id = ${await pick(w, 'stores')}, tested_at = ${testedAt(w)}, face_position = 'front'`,
      ]);
      return `update test_records set ${set} where id in (${await someIds(w, 'test_records')})`;
    },
  ],
  [
    1,
    'delete tests',
    async (w) => `delete from test_records where id in (${await someIds(w, 'test_records')})`,
  ],
];
