import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The size options; medium is the default (docs/product-rules.md, "Name, languages and sizes"). */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof SIZES)[number];

/**
 * The product's sizes on antd's three: default is antd's large, medium its medium, small and mini
 * both small, mini adding antd's compact algorithm (tighter spacing) so the four look different.
 */
export const ANTD_SIZES: Record<UiSize, { size: SizeType; compact: boolean }> = {
  default: { size: 'large', compact: false },
  medium: { size: 'medium', compact: false },
  small: { size: 'small', compact: false },
  mini: { size: 'small', compact: true },
};

/** Default theme colour (docs/product-rules.md, "Numbers"). */
export const DEFAULT_THEME = '#1890ff';

/** Where the settings are kept in local storage. */
export const SETTINGS_STORAGE_KEY = 'skin.settings';

/** The settings that are kept across visits. */
export interface Settings {
  theme: string;
  /** antd's dark algorithm for the whole console. */
  darkTheme: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Pinyin in the menu search; only offered and used while the language is Chinese. */
  supportPinyinSearch: boolean;
  /** The tracking service's address segment (`/api/<address>/equipment`). */
  address: string;
  size: UiSize;
}

/** What a first visit starts with, and what "Reset settings" goes back to. */
export const DEFAULT_SETTINGS: Readonly<Settings> = {
  theme: DEFAULT_THEME,
  darkTheme: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: true,
  address: 'nav-manage',
  size: 'medium',
};

interface SettingsState extends Settings {
  /** The settings panel is open (hidden by default); not persisted. */
  showSettings: boolean;
  set: (change: Partial<Omit<SettingsState, 'set' | 'reset'>>) => void;
  /** Every kept setting back to its default; the panel stays as it is. */
  reset: () => void;
}

/**
 * The shell's settings (docs/web-shell.md, "Stores"), all but the panel's open state kept in local
 * storage.
 */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      showSettings: false,
      set: (change) => set(change),
      reset: () => set({ ...DEFAULT_SETTINGS }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      partialize: ({ showSettings: _open, set: _set, reset: _reset, ...kept }) => kept,
    },
  ),
);
