import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { nestingDepth } from '../src/modules/files/sanitize';
import { createTestApp, signIn } from './harness';

/** Regression tests for what an attack on the console found (docs/security.md). */
const t = await createTestApp();
const call = (username: string, method: string, url: string, payload?: object) =>
  t.as(username, { method: method as never, url, payload });
const userId = async (username: string) =>
  (await call('admin', 'GET', `/api/ums-user?username=${username}`))
    .json()
    .data.list.find((u: { username: string }) => u.username === username).id as number;

describe('input the database cannot hold', () => {
  it('a NUL character anywhere is a 400 naming the field, never a 500', async () => {
    const query = await call('admin', 'GET', '/api/ums-user?name=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().data.fields).toEqual({ name: 'Invalid value' });
    const body = await call('admin', 'PATCH', '/api/device', { id: 1, remark: 'x\u0000y' });
    expect(body.statusCode).toBe(400);
    expect(body.json().data.fieldMessages).toEqual({ remark: { key: 'fieldInvalid' } });
    const login = await signIn(t.app, 'admin\u0000', 'admin123');
    expect(login.statusCode).toBe(400);
  });

  it('refusals before routing keep the envelope and the security headers; 20 ids fit in one delete', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/ums-user/id/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: { message: { key: 'invalidRequest' } } });
    expect(bad.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
    const ids = Array.from({ length: 20 }, (_, i) => 900_000 + i).join(',');
    const many = await call('admin', 'DELETE', `/api/ums-user/id/${ids}`);
    expect(many.statusCode).toBe(404);
  });

  it('a role is edited without a 500', async () => {
    const roles = (await call('admin', 'GET', '/api/ums-role?pageSize=50')).json().data.list;
    const merchant = roles.find((r: { code: string }) => r.code === 'MERCHANT');
    const res = await call('admin', 'PATCH', '/api/ums-role', { id: merchant.id, remark: 'edited' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('tokens and passwords', () => {
  it('an access token without an expiry is refused', async () => {
    const secret = new TextEncoder().encode('unused');
    const forged = await new SignJWT({ sid: 'x', pur: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .sign(secret);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ums-user/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('one password policy everywhere: a password the login form refuses cannot be set', async () => {
    const fancy = 'abc!@#$%^&*()_+xyz-long-password';
    const change = await call('merchant2', 'PATCH', '/api/ums-user/password/myself', {
      oldPassword: 'merchant2123',
      password: fancy,
      confirmPassword: fancy,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().data.fieldMessages.password.key).toBe('loginPasswordRule');
    const short = await call('merchant2', 'PATCH', '/api/ums-user/password/myself', {
      oldPassword: 'merchant2123',
      password: 'ab1',
      confirmPassword: 'ab1',
    });
    expect(short.json().data.fieldMessages.password.key).toBe('newPasswordShort');
    const reset = await call('admin', 'PATCH', '/api/ums-user/password', {
      id: await userId('sales2'),
      password: fancy,
    });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(t.app, 'merchant2', 'merchant2123')).statusCode).toBe(200);
  });

  it('the operator cannot act on a second top administrator', async () => {
    const roles = (await call('admin', 'GET', '/api/ums-role?pageSize=50')).json().data.list;
    const top = roles.find((r: { parentId: number | null }) => r.parentId === null);
    const created = await call('admin', 'POST', '/api/ums-user', {
      username: 'admin2',
      password: 'admin2pass',
      name: 'Second administrator',
      roleId: top.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    for (const [method, url, body] of [
      ['PATCH', '/api/ums-user/password', { id, password: 'taken123' }],
      ['PATCH', '/api/ums-user/enable', { id, state: 0 }],
      ['PATCH', '/api/ums-user', { id, name: 'Taken' }],
      ['DELETE', `/api/ums-user/id/${id}`, undefined],
    ] as const)
      expect((await call('operator', method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    expect((await signIn(t.app, 'admin2', 'admin2pass')).statusCode).toBe(200);
  });
});

describe('tree moves', () => {
  it('two opposite moves sent together never make a loop', async () => {
    const agent1 = await userId('agent1');
    const roles = (await call('admin', 'GET', '/api/ums-role?pageSize=50')).json().data.list;
    const merchantRole = roles.find((r: { code: string }) => r.code === 'MERCHANT').id;
    const make = async (username: string) =>
      (
        await call('admin', 'POST', '/api/ums-user', {
          username,
          password: 'abc12345',
          name: username,
          roleId: merchantRole,
          parentId: agent1,
        })
      ).json().data.id as number;
    const [x, y] = [await make('movex'), await make('movey')];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        call('admin', 'PATCH', '/api/ums-user', { id: x, parentId: y }),
        call('admin', 'PATCH', '/api/ums-user', { id: y, parentId: x }),
      ]);
      expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(1);
      const all = (await call('admin', 'GET', '/api/ums-user?pageSize=50')).json().data.list as {
        id: number;
        parentId: number | null;
      }[];
      const parentOf = new Map(all.map((u) => [u.id, u.parentId]));
      expect(parentOf.get(x) === y && parentOf.get(y) === x).toBe(false);
      await call('admin', 'PATCH', '/api/ums-user', { id: x, parentId: agent1 });
      await call('admin', 'PATCH', '/api/ums-user', { id: y, parentId: agent1 });
    }
  });

  it('a user created below one that moves or goes at the same time is never left off the tree', async () => {
    const [agent1, agent2] = [await userId('agent1'), await userId('agent2')];
    const roles = (await call('admin', 'GET', '/api/ums-role?pageSize=50')).json().data.list;
    const roleOf = (code: string) => roles.find((r: { code: string }) => r.code === code).id as number;
    const create = (username: string, roleId: number, parentId: number) =>
      call('admin', 'POST', '/api/ums-user', {
        username,
        password: 'abc12345',
        name: username,
        roleId,
        parentId,
      });
    const pathOf = async (id: number) =>
      (
        (await t.db.execute(sql`select path from users where id = ${id}`)) as unknown as {
          rows: { path: string }[];
        }
      ).rows[0]?.path;
    for (let round = 0; round < 4; round++) {
      const parent = (await create(`racer${round}`, roleOf('MERCHANT'), agent1)).json().data.id as number;
      // The parent moves to the other agent while a store manager is created below it.
      const [moved, made] = await Promise.all([
        call('admin', 'PATCH', '/api/ums-user', { id: parent, parentId: agent2 }),
        create(`racer${round}child`, roleOf('STORE_MANAGER'), parent),
      ]);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(made.statusCode, made.body).toBe(200);
      const child = made.json().data.id as number;
      expect((await pathOf(child))?.startsWith(await pathOf(parent))).toBe(true);
      // The parent is removed while another is created below it: one of the two is refused.
      const [removed, second] = await Promise.all([
        call('admin', 'DELETE', `/api/ums-user/id/${child}`).then(() =>
          call('admin', 'DELETE', `/api/ums-user/id/${parent}`),
        ),
        create(`racer${round}late`, roleOf('STORE_MANAGER'), parent),
      ]);
      expect([removed.statusCode, second.statusCode].filter((s) => s === 200).length).toBe(1);
      const late = second.statusCode === 200 ? (second.json().data.id as number) : undefined;
      if (late !== undefined) {
        expect(await pathOf(parent)).toBeDefined();
        await call('admin', 'DELETE', `/api/ums-user/id/${late}`);
      }
      await call('admin', 'DELETE', `/api/ums-user/id/${parent}`);
    }
  });
});

describe('uploads', () => {
  const upload = (kind: string, name: string, type: string, bytes: Buffer) => {
    const boundary = `----skin${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="hardwareModel"\r\n\r\nSA-PRO-200\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.as('admin', {
      method: 'POST',
      url: `/api/device-type/file/${kind}`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const stored = async () => (await t.db.select({ id: files.id }).from(files)).length;
  const png = (size: number) => {
    const head = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    return Buffer.concat([head, Buffer.alloc(size - head.length)]);
  };

  it('an image over 5 MB is refused with 413 and nothing is stored', async () => {
    const before = await stored();
    for (const size of [5 * 1024 * 1024 + 1, 8 * 1024 * 1024]) {
      const res = await upload('mainLogo', 'big.png', 'image/png', png(size));
      expect(res.statusCode).toBe(413);
    }
    expect(await stored()).toBe(before);
  });

  it('an agreement page nested too deeply is refused at once, and one that escaping would inflate too', async () => {
    const before = await stored();
    const deep = `${'<div>'.repeat(100_000)}x${'</div>'.repeat(100_000)}`;
    const refused = await upload(
      'userAgreement',
      'deep.html',
      'text/html',
      Buffer.from(deep.slice(0, 1_000_000)),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.message).toEqual({ key: 'pageTooDeep', params: { max: 200 } });
    const inflating = await upload('userAgreement', 'lt.html', 'text/html', Buffer.from('<'.repeat(900_000)));
    expect(inflating.statusCode).toBe(413);
    expect(await stored()).toBe(before);
    expect(nestingDepth('<p><b>x</b><br></p><div><img src=a></div>')).toBe(2);
  });
});
