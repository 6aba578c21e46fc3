import type { Me } from '@skin/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { ShellFeedback } from '../app/shell-feedback';
import crudEn from '../components/crud/i18n/en.json';
import shellEn from '../i18n/en.json';
import { CurrentUserContext } from '../lib/current-user';

/** English shell and crud strings for component tests (the app loads them per language at run time). */
export async function initTestI18n(extra: Record<string, Record<string, unknown>> = {}): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: shellEn, crud: crudEn, ...extra } },
    interpolation: { escapeValue: false },
  });
}

/** A signed-in user holding `perms`, for rendering behind the session guard. */
export const testUser = (perms: string[], roles = ['AGENT']): Me => ({
  id: 1,
  username: 'tester',
  name: 'Tester',
  avatar: '',
  roles,
  perms,
  chinaMainland: true,
  agentLevel: null,
  pushInfo: null,
  viewingAs: null,
});

/** What a screen needs around it: server-state cache, the shell's message and modal, the user. */
export function KitProviders({ user, children }: { user: Me; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <ShellFeedback>
        <CurrentUserContext value={user}>{children}</CurrentUserContext>
      </ShellFeedback>
    </QueryClientProvider>
  );
}

type Call = { method: string; url: string; body: unknown };

/** Replaces fetch with canned envelopes by "METHOD /path" and records every call. */
export function stubApi(routes: Record<string, unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${url.split('?')[0]}`;
    const data = key in routes ? routes[key] : undefined;
    const body =
      data === undefined
        ? { code: 404, msg: `no stub for ${key}`, data: null }
        : { code: 200, msg: 'ok', data };
    return new Response(JSON.stringify(body), { status: data === undefined ? 404 : 200 });
  });
  return calls;
}
