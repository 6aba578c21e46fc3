import { formatPhone, normalisePhone, phoneForInput, phoneSearchText } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { faceImage } from '../src/demo/face-image';
import { deviceUploads } from './device-uploads';
import { createTestApp } from './harness';

/** Stores in a country, and their consumers' phones read, checked and kept in E.164 (docs/skin-tests.md). */
const t = await createTestApp();
const data = async (user: string, opts: Parameters<typeof t.as>[1]) => {
  const res = await t.as(user, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const merchant1 = (await data('admin', { method: 'GET', url: '/api/ums-user?username=merchant1' })).list[0];

/** A store of merchant1 in a country (made once per country). */
const storesByCountry = new Map<string, { id: number; country: string }>();
async function storeIn(country: string) {
  const known = storesByCountry.get(country);
  if (known) return known;
  const store = await data('merchant1', {
    method: 'POST',
    url: '/api/store',
    payload: { name: `Phones ${country}`, merchantId: merchant1.id, area: 'Test area', country },
  });
  storesByCountry.set(country, store);
  return store;
}
const addConsumer = (storeId: number, phone: string, name = 'Phone Person') =>
  t.as('merchant1', { method: 'POST', url: '/api/consumer', payload: { storeId, name, phone } });
const listByPhone = async (phone: string) =>
  (await data('merchant1', { method: 'GET', url: '/api/consumer', query: { phone } })).list as {
    id: number;
    phone: string;
  }[];

/** Each country: a number as that country writes it, the same in international form, and numbers it has not. */
const COUNTRIES = [
  {
    country: 'ES',
    national: '612 345 678',
    international: '+34 612 345 678',
    e164: '+34612345678',
    invalid: ['752345678', '12345'],
  },
  {
    country: 'DE',
    national: '01511 2345678',
    international: '+49 1511 2345678',
    e164: '+4915112345678',
    invalid: ['01234', '0049 12'],
  },
  {
    country: 'US',
    national: '(201) 555-0123',
    international: '+1 201-555-0123',
    e164: '+12015550123',
    invalid: ['(123) 555-0123', '555-0123'],
  },
  {
    country: 'JP',
    national: '090-1234-5678',
    international: '+81 90 1234 5678',
    e164: '+819012345678',
    invalid: ['010-1234-5678', '090-1234'],
  },
];

describe('a store has a country and a language', () => {
  it('new stores are mainland and Chinese unless told otherwise; the demo Madrid store is Spanish', async () => {
    const plain = await data('merchant1', {
      method: 'POST',
      url: '/api/store',
      payload: { name: 'Phones default', merchantId: merchant1.id, area: 'A' },
    });
    expect(plain).toMatchObject({ country: 'CN', language: 'zh-CN' });
    const changed = await data('merchant1', {
      method: 'PATCH',
      url: '/api/store',
      payload: { id: plain.id, country: 'FR', language: 'fr' },
    });
    expect(changed).toMatchObject({ country: 'FR', language: 'fr' });
    const rosa = (
      await data('admin', { method: 'GET', url: '/api/store', query: { name: 'Rosa Skin Madrid' } })
    ).list[0];
    expect(rosa).toMatchObject({ country: 'ES', language: 'es' });
    const lotus = (
      await data('admin', { method: 'GET', url: '/api/store', query: { name: 'Lotus Beauty Xuhui' } })
    ).list[0];
    expect(lotus).toMatchObject({ country: 'CN', language: 'zh-CN' });
    const spanish = (await data('admin', { method: 'GET', url: '/api/store', query: { country: 'ES' } }))
      .list;
    expect(spanish.map((s: { name: string }) => s.name)).toContain('Rosa Skin Madrid');
    expect(spanish.every((s: { country: string }) => s.country === 'ES')).toBe(true);
  });

  it('an unknown country or language is refused on its field, and nothing changes', async () => {
    for (const payload of [{ country: 'XX' }, { country: 'es' }, { language: 'en-GB' }]) {
      const res = await t.as('merchant1', {
        method: 'POST',
        url: '/api/store',
        payload: { name: 'Phones refused', merchantId: merchant1.id, area: 'A', ...payload },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().data.fieldMessages)).toEqual(Object.keys(payload));
    }
    expect(
      (await data('admin', { method: 'GET', url: '/api/store', query: { name: 'Phones refused' } })).total,
    ).toBe(0);
  });
});

describe("consumers' phones", () => {
  it('a mainland store keeps the 11-digit mobile rule and its message', async () => {
    const lotus = (await data('merchant1', { method: 'GET', url: '/api/store', query: { name: 'Lotus' } }))
      .list[0];
    const made = await addConsumer(lotus.id, '13800138000');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ phone: '+8613800138000', storeCountry: 'CN' });
    for (const phone of ['12345678901', '1380013800', '+86 138 0013 8000', '138 0013 8000', '612345678']) {
      const res = await addConsumer(lotus.id, phone, 'Refused');
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().data.fieldMessages.phone, phone).toEqual({ key: 'phoneFormat' });
      expect(res.json().msg).toContain('phone number format error');
    }
    const twice = await addConsumer(lotus.id, '13800138000', 'Twin');
    expect(twice.json().data.fieldMessages.phone).toEqual({ key: 'phoneTaken' });
    // Searched by the digits as they were always typed.
    expect((await listByPhone('13800138000')).map((c) => c.id)).toEqual([made.json().data.id]);
    expect((await listByPhone('+86 138 0013 8000')).map((c) => c.id)).toEqual([made.json().data.id]);
  });

  for (const c of COUNTRIES)
    it(`a store in ${c.country} takes its own numbers as written there, keeps them in E.164, refuses others`, async () => {
      const store = await storeIn(c.country);
      const made = await addConsumer(store.id, c.national);
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().data).toMatchObject({ phone: c.e164, storeCountry: c.country });
      for (const phone of c.invalid) {
        const res = await addConsumer(store.id, phone, 'Refused');
        expect(res.statusCode, phone).toBe(400);
        expect(res.json().data.fieldMessages.phone, phone).toEqual({ key: 'phoneFormat' });
      }
      // The same number typed the other way is the same consumer's.
      const twice = await addConsumer(store.id, c.international, 'Twin');
      expect(twice.statusCode).toBe(400);
      expect(twice.json().data.fieldMessages.phone).toEqual({ key: 'phoneTaken' });
      // Found by what a user types: the national digits, or with the country's code.
      const id = made.json().data.id;
      expect((await listByPhone(c.national)).map((x) => x.id)).toContain(id);
      expect((await listByPhone(c.international)).map((x) => x.id)).toEqual([id]);
      // The pickers' search too, with the spaces a user types.
      const hits = await data('merchant1', {
        method: 'GET',
        url: '/api/consumer/options',
        query: { q: c.national, limit: '50' },
      });
      expect(hits.items.map((h: { id: number }) => h.id)).toContain(id);
      // The edit form's rendering of the stored number saves unchanged.
      const saved = await data('merchant1', {
        method: 'PATCH',
        url: '/api/consumer',
        payload: { id, phone: phoneForInput(c.e164, c.country) },
      });
      expect(saved.phone).toBe(c.e164);
      await data('merchant1', { method: 'DELETE', url: `/api/consumer/id/${id}` });
    });

  it('a store outside the mainland also takes any valid number in international form', async () => {
    const es = await storeIn('ES');
    const made = await addConsumer(es.id, '+44 20 7946 0958', 'Visitor');
    expect(made.json().data?.phone, made.body).toBe('+442079460958');
    const refused = await addConsumer(es.id, '+44 20 7946 095', 'Visitor');
    expect(refused.json().data.fieldMessages.phone).toEqual({ key: 'phoneFormat' });
    // The country's own international prefix is the international form too.
    const twice = await addConsumer(es.id, '0044 20 7946 0958', 'Visitor twin');
    expect(twice.json().data.fieldMessages.phone).toEqual({ key: 'phoneTaken' });
    // A mainland mobile in international form is a phone anywhere but the mainland's own rule.
    const mainland = await addConsumer(es.id, '+86 139 1111 2222', 'From Shanghai');
    expect(mainland.json().data?.phone, mainland.body).toBe('+8613911112222');
    // Moved to a mainland store, a consumer keeps the mainland rule: a Spanish phone is refused there.
    const spaniard = (await addConsumer(es.id, '699 000 111', 'Moving')).json().data;
    const lotus = (await data('merchant1', { method: 'GET', url: '/api/store', query: { name: 'Lotus' } }))
      .list[0];
    const moved = await t.as('merchant1', {
      method: 'PATCH',
      url: '/api/consumer',
      payload: { id: spaniard.id, storeId: lotus.id },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().data.fieldMessages.phone).toEqual({ key: 'phoneFormat' });
    expect((await data('merchant1', { method: 'GET', url: `/api/consumer/id/${spaniard.id}` })).storeId).toBe(
      es.id,
    );
  });

  it("an analyzer registers a consumer by a phone of its store's country", async () => {
    const { deviceOf, upload } = deviceUploads(t);
    const { headers } = await deviceOf('Rosa Skin Madrid');
    const aTest = (clientId: string, phone: string) => ({
      clientId,
      consumer: { phone, name: 'Analyzer Person' },
      facePosition: 'unknown',
      testedAt: '2026-11-20T09:30:00+01:00',
      scores: [{ code: 'pores', score: 40 }],
      images: [{ indexNo: 1, position: 'unknown', part: 'f' }],
    });
    const photo = () => ({ f: faceImage({ typeIndex: 1, position: 'front', seed: 9 }) });
    const first = await upload(headers, aTest('phones-1', '611 222 333'), photo());
    expect(first.statusCode, first.body).toBe(200);
    const again = await upload(headers, aTest('phones-2', '+34611222333'), photo());
    expect(again.statusCode, again.body).toBe(200);
    const found = await data('admin', { method: 'GET', url: '/api/consumer', query: { phone: '611222333' } });
    expect(found.list.map((c: { phone: string; testCount: number }) => [c.phone, c.testCount])).toEqual([
      ['+34611222333', 2],
    ]);
    // A mainland mobile written as in the mainland is no Spanish number.
    const refused = await upload(headers, aTest('phones-3', '13912340001'), photo());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fieldMessages['consumer.phone']).toEqual({ key: 'phoneFormat' });
  });
});

describe('the phone rule itself', () => {
  it('reads, shows and searches numbers as the viewer writes them', () => {
    expect(normalisePhone(' 13800138000 ', 'CN')).toBe('+8613800138000');
    expect(normalisePhone('13800138000', 'ES')).toBeNull();
    expect(normalisePhone('612 345 678', 'ES')).toBe('+34612345678');
    expect(normalisePhone('612 345 678 call me', 'ES')).toBeNull();
    // A country without phone numbers of its own takes the international form only.
    expect(normalisePhone('612345678', 'AQ')).toBeNull();
    expect(normalisePhone('+34612345678', 'AQ')).toBe('+34612345678');
    expect(formatPhone('+34612345678', 'ES')).toBe('612 34 56 78');
    expect(formatPhone('+34612345678', 'CN')).toBe('+34 612 34 56 78');
    expect(formatPhone('+34612345678')).toBe('+34 612 34 56 78');
    expect(formatPhone('+8613800138000', 'CN')).toBe('138 0013 8000');
    expect(phoneForInput('+8613800138000', 'CN')).toBe('13800138000');
    expect(phoneForInput('+34612345678', 'ES')).toBe('612 34 56 78');
    expect(phoneSearchText('612 34-56')).toBe('6123456');
    expect(phoneSearchText('+34 612')).toBe('+34612');
    expect(phoneSearchText('0034 612')).toBe('34612');
    expect(phoneSearchText('Ana')).toBe('Ana');
    expect(phoneSearchText('000')).toBe('000');
  });
});
