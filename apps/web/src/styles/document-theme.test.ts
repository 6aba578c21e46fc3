// @vitest-environment happy-dom
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { applyDocumentTheme, DARK_PAGE_BACKGROUND } from './document-theme';

describe('document theme', () => {
  it('puts the page in a dark colour scheme on the dark layout colour, and back', () => {
    const root = document.documentElement;
    applyDocumentTheme(true);
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.backgroundColor).not.toBe('');
    applyDocumentTheme(false);
    expect(root.style.colorScheme).toBe('light');
    expect(root.style.backgroundColor).toBe('');
  });

  it('uses antd dark layout colour, so the page and the shell meet without a seam', () => {
    expect(theme.getDesignToken({ algorithm: theme.darkAlgorithm }).colorBgLayout).toBe(DARK_PAGE_BACKGROUND);
  });
});
