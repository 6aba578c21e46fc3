import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Spec §1: the size options; medium is the default. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof SIZES)[number];

/**
 * The spec's sizes on antd's three: default is antd's large, medium its medium, small and mini
 * both small, mini adding antd's compact algorithm (tighter spacing) so the four look different.
 */
export const ANTD_SIZES: Record<UiSize, { size: SizeType; compact: boolean }> = {
  default: { size: 'large', compact: false },
  medium: { size: 'medium', compact: false },
  small: { size: 'small', compact: false },
  mini: { size: 'small', compact: true },
};

/** Spec §2 and §9: default theme colour. */
export const DEFAULT_THEME = '#1890ff';

interface SettingsState {
  theme: string;
  /** The settings panel is open (spec: hidden by default); not persisted. */
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Pinyin in the menu search; only offered and used while the language is Chinese. */
  supportPinyinSearch: boolean;
  /** The tracking service's address segment (`/api/<address>/equipment`). */
  address: string;
  size: UiSize;
  set: (change: Partial<Omit<SettingsState, 'set'>>) => void;
}

/** Spec §2 app settings, persisted in local storage (all but the panel's open state). */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      theme: DEFAULT_THEME,
      showSettings: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      supportPinyinSearch: true,
      address: 'nav-manage',
      size: 'medium',
      set: (change) => set(change),
    }),
    {
      name: 'skin.settings',
      partialize: ({ showSettings: _open, set: _set, ...kept }) => kept,
    },
  ),
);
