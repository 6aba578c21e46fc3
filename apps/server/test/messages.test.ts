import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/** Refusals carry a stable message key with parameters; `msg` is only its English text. */
const t = await createTestApp();

describe('refusals carry message keys', () => {
  it('a missing row names its kind by key', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/device/id/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      msg: 'Device not found',
      data: { message: { key: 'deviceNotFound' } },
    });
  });

  it('a refused permission carries the permission as a parameter', async () => {
    const res = await t.as('sales1', { method: 'GET', url: '/api/device' });
    expect(res.json().data.message).toEqual({
      key: 'permissionRequired',
      params: { permission: 'business:device:query' },
    });
  });

  it('field errors carry keys: the product message, a length bound, a rule of the service', async () => {
    const bad = await t.as('admin', {
      method: 'POST',
      url: '/api/ums-user',
      payload: { username: 'x'.repeat(3), password: 'abc12345', name: '', phone: 'abc', roleId: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const { fieldMessages, message } = bad.json().data;
    expect(message.key).toBe('invalidInput');
    expect(fieldMessages.phone).toEqual({ key: 'phoneFormat' });
    expect(fieldMessages.name).toEqual({ key: 'fieldRequired' });
    const long = await t.as('admin', {
      method: 'PATCH',
      url: '/api/device',
      payload: { id: 1, remark: 'r'.repeat(300) },
    });
    expect(long.json().data.fieldMessages.remark).toEqual({ key: 'fieldTooLong', params: { max: 255 } });
    const merchants = (await t.as('admin', { method: 'GET', url: '/api/ums-user?username=sales1' })).json()
      .data.list;
    const store = await t.as('merchant1', {
      method: 'POST',
      url: '/api/store',
      payload: { name: 'S', merchantId: merchants[0].id, area: 'A' },
    });
    expect(store.json().data).toMatchObject({
      message: { key: 'merchantNotFound' },
      fieldMessages: { merchantId: { key: 'chooseOwnMerchant' } },
    });
  });

  it('sign-in refusals carry the key as an OAuth extension field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'password',
        username: 'admin',
        password: 'wrong1234',
        client_id: 'console',
        client_secret: 'console-secret',
      },
    });
    expect(res.json()).toMatchObject({ error: 'invalid_grant', error_key: 'incorrectCredentials' });
  });
});
