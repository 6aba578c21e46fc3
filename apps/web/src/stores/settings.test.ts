// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_THEME, SETTINGS_STORAGE_KEY, useSettings } from './settings';

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').state;

beforeEach(() => {
  localStorage.clear();
  useSettings.setState({ ...DEFAULT_SETTINGS, showSettings: false });
});

describe('settings store', () => {
  it('starts light, with the product default colour', () => {
    expect(useSettings.getState().darkTheme).toBe(false);
    expect(useSettings.getState().theme).toBe(DEFAULT_THEME);
  });

  it('keeps the dark theme with the other settings, but not the open panel', () => {
    useSettings.getState().set({ darkTheme: true, showSettings: true });
    expect(stored()).toMatchObject({ darkTheme: true, theme: DEFAULT_THEME });
    expect(stored()).not.toHaveProperty('showSettings');
  });

  it('reads a stored dark theme back', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ state: { darkTheme: true }, version: 0 }));
    await useSettings.persist.rehydrate();
    expect(useSettings.getState()).toMatchObject({ darkTheme: true, theme: DEFAULT_THEME, tagsView: true });
  });

  it('resets every kept setting to its default, leaving the panel open', () => {
    useSettings.getState().set({
      theme: '#722ed1',
      darkTheme: true,
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
      supportPinyinSearch: false,
      address: 'elsewhere',
      size: 'mini',
      showSettings: true,
    });
    useSettings.getState().reset();
    const { set: _set, reset: _reset, showSettings, ...kept } = useSettings.getState();
    expect(kept).toEqual(DEFAULT_SETTINGS);
    expect(showSettings).toBe(true);
    expect(stored()).toEqual(DEFAULT_SETTINGS);
  });
});
