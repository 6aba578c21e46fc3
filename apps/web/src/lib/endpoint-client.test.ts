// @vitest-environment happy-dom
import { defineEndpoint, envelope, id, idList, type Option, userEndpoints } from '@skin/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { call } from './endpoint-client';
import { showError } from './feedback';

vi.mock('./feedback', () => ({ showError: vi.fn(), confirm: vi.fn() }));
vi.mock('./i18n', () => ({ t: (key: string) => key }));
vi.mock('i18next', () => ({ default: { exists: () => false } }));

const fetchMock = vi.fn();
const reply = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return { url, init };
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.clearAllMocks());

const note = defineEndpoint({
  method: 'PATCH',
  path: '/notes/:folder/:id',
  permission: 'signed-in',
  tag: 'note',
  params: z.object({ folder: z.string().max(64), id }),
  query: z.object({ draft: z.coerce.boolean().optional() }),
  body: z.strictObject({ text: z.string().max(100) }),
  response: envelope(z.object({ id: z.number(), text: z.string() })),
});
const removeNotes = defineEndpoint({
  method: 'DELETE',
  path: '/notes/id/:id',
  permission: 'signed-in',
  tag: 'note',
  params: z.object({ id: idList }),
  response: envelope(z.null()),
});
const csv = defineEndpoint({
  method: 'POST',
  path: '/notes/export',
  permission: 'signed-in',
  tag: 'note',
  raw: 'text/csv',
  response: z.string(),
});

describe('call', () => {
  it('builds the path from the declaration, each parameter encoded, with the method, query and body', async () => {
    reply({ code: 200, msg: 'success', data: { id: 7, text: 'hi' } });
    await call(note, { params: { folder: 'a/b c?', id: 7 }, query: { draft: true }, body: { text: 'hi' } });
    expect(sent().url).toBe('/api/notes/a%2Fb%20c%3F/7?draft=true');
    expect(sent().init.method).toBe('PATCH');
    expect(sent().init.body).toBe('{"text":"hi"}');
  });

  it('joins a list parameter with commas and sends no body when none is declared', async () => {
    reply({ code: 200, msg: 'success', data: null });
    await expect(call(removeNotes, { params: { id: [1, 2, 3] } })).resolves.toBeNull();
    expect(sent().url).toBe('/api/notes/id/1,2,3');
    expect(sent().init.method).toBe('DELETE');
    expect(sent().init.body).toBeUndefined();
  });

  it("unwraps the envelope's data, typed from the declared response", async () => {
    reply({ code: 200, msg: 'success', data: [{ id: 2, label: 'agent1' }] });
    const agents = await call(userEndpoints.agents);
    expectTypeOf(agents).toEqualTypeOf<Option[]>();
    expect(agents).toEqual([{ id: 2, label: 'agent1' }]);
    expect(sent().url).toBe('/api/ums-user/agent');
    expect(sent().init.method).toBe('GET');
  });

  it('answers a raw endpoint with its text', async () => {
    reply('serialNumber,secret\nA1,s');
    const text = await call(csv);
    expectTypeOf(text).toEqualTypeOf<string>();
    expect(text).toBe('serialNumber,secret\nA1,s');
  });

  it('keeps the quiet flag: a quiet refusal is thrown but not shown', async () => {
    reply({ code: 409, msg: 'Taken', data: null }, 409);
    await expect(call(userEndpoints.agents, {}, { quiet: true })).rejects.toMatchObject({ code: 409 });
    expect(showError).not.toHaveBeenCalled();
  });

  it('refuses to call a path with a parameter missing', () => {
    expect(() => call(removeNotes, { params: {} as never })).toThrow(/id is missing/);
  });
});
