import { ConfigProvider, theme } from 'antd';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { useLanguageStore } from '../lib/i18n';
import { ANTD_SIZES, useSettings } from '../stores/settings';
import { applyDocumentTheme } from '../styles/document-theme';
import { useMessageHost } from './use-message-host';

/**
 * What every page relies on: antd locale, theme and size, error messages. The server-state cache
 * and the shell's message, modal and notification (shell-feedback.tsx) wrap only the signed-in
 * shell (shell-root.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  const antdLocale = useLanguageStore((s) => s.antdLocale);
  const MessageHost = useMessageHost();
  const colour = useSettings((s) => s.theme);
  const dark = useSettings((s) => s.darkTheme);
  const size = ANTD_SIZES[useSettings((s) => s.size)] ?? ANTD_SIZES.medium;
  // The theme colour (default #1890ff: docs/web-shell.md, "Stores"), light or dark, and the size
  // setting, for every antd component.
  const themeConfig = useMemo(() => {
    const algorithm = [
      ...(dark ? [theme.darkAlgorithm] : []),
      ...(size.compact ? [theme.compactAlgorithm] : []),
    ];
    return { token: { colorPrimary: colour }, ...(algorithm.length ? { algorithm } : {}) };
  }, [colour, dark, size.compact]);
  // The page around the console follows (styles/early-theme.ts set it before the first paint).
  useLayoutEffect(() => applyDocumentTheme(dark), [dark]);
  return (
    <ConfigProvider locale={antdLocale} theme={themeConfig} componentSize={size.size}>
      {MessageHost ? <MessageHost /> : null}
      {children}
    </ConfigProvider>
  );
}
