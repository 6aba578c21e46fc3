import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, theme } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useLanguageStore } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ANTD_SIZES, useSettings } from '../stores/settings';
import { FeedbackBridge } from './feedback-bridge';

/** Everything a screen relies on: server-state cache, antd locale, theme and size, message/modal. */
export function Providers({ children }: { children: ReactNode }) {
  const antdLocale = useLanguageStore((s) => s.antdLocale);
  const colour = useSettings((s) => s.theme);
  const size = ANTD_SIZES[useSettings((s) => s.size)] ?? ANTD_SIZES.medium;
  // The theme colour (spec §2, default #1890ff) and the size setting, for every antd component.
  const themeConfig = useMemo(
    () => ({
      token: { colorPrimary: colour },
      ...(size.compact ? { algorithm: theme.compactAlgorithm } : {}),
    }),
    [colour, size.compact],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={themeConfig} componentSize={size.size}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
