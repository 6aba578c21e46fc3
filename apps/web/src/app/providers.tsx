import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useLanguageStore } from '../lib/i18n';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';

/** Spec §2: default theme colour. */
const THEME = { token: { colorPrimary: '#1890ff' } };

/** Everything a screen relies on: server-state cache, antd locale and theme, message/modal. */
export function Providers({ children }: { children: ReactNode }) {
  const antdLocale = useLanguageStore((s) => s.antdLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={THEME}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
