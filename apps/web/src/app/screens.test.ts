import { describe, expect, it } from 'vitest';
import { hasScreen, kebab, screenFileOf } from './screens';

describe('screen convention', () => {
  it.each([
    ['system/User', '../features/system/screens/user.tsx'],
    ['device/DeviceList', '../features/device/screens/device-list.tsx'],
    ['app/IosDiscoveryDetailMp4', '../features/app/screens/ios-discovery-detail-mp4.tsx'],
    ['skin/AiDisease', '../features/skin/screens/ai-disease.tsx'],
  ])('%s -> %s', (component, file) => {
    expect(screenFileOf(component)).toBe(file);
  });

  it.each(['Layout', 'a/b/c', '/User', ''])('refuses %s', (component) => {
    expect(screenFileOf(component)).toBeNull();
  });

  it('spells acronyms sensibly', () => {
    expect(kebab('HTMLFiles')).toBe('html-files');
  });

  it('knows which screens exist in this build', () => {
    expect(hasScreen('dashboard/Dashboard')).toBe(true);
    expect(hasScreen('nowhere/Nothing')).toBe(false);
  });
});
