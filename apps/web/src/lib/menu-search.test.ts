import { describe, expect, it } from 'vitest';
import { createMenuSearch, FUSE_OPTIONS, type MenuSearchItem, usesPinyin, withPinyin } from './menu-search';

const english: MenuSearchItem[] = [
  { path: '/dashboard', titles: ['Home page'] },
  { path: '/device', titles: ['Device management'] },
  { path: '/device/list', titles: ['Device management', 'Devices'] },
  { path: '/system/user', titles: ['System management', 'Users'] },
  { path: '/system/role', titles: ['System management', 'Roles'] },
];

const chinese: MenuSearchItem[] = [
  { path: '/dashboard', titles: ['首页'] },
  { path: '/device', titles: ['设备管理'] },
  { path: '/device/list', titles: ['设备管理', '设备'] },
  { path: '/system/user', titles: ['系统管理', '用户'] },
];

describe('menu search', () => {
  it('uses the product weights and threshold', () => {
    expect(FUSE_OPTIONS.threshold).toBe(0.4);
    expect(FUSE_OPTIONS.keys).toEqual([
      { name: 'titles', weight: 0.7 },
      { name: 'pinyin', weight: 0.3 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('finds titles fuzzily, best first', () => {
    const search = createMenuSearch(english);
    expect(search('users')[0].path).toBe('/system/user');
    expect(search('rloes').map((i) => i.path)).toContain('/system/role');
  });

  it('finds nothing for an empty query or nonsense', () => {
    const search = createMenuSearch(english);
    expect(search('  ')).toEqual([]);
    expect(search('zzqxv')).toEqual([]);
  });

  it('matches by path too', () => {
    expect(createMenuSearch(english)('/system/role')[0].path).toBe('/system/role');
  });

  it('finds Chinese titles by pinyin initials and full pinyin', async () => {
    const search = createMenuSearch(await withPinyin(chinese));
    const byInitials = search('sbgl').map((i) => i.path);
    expect(byInitials.slice(0, 2).sort()).toEqual(['/device', '/device/list']);
    expect(search('shebeiguanli')[0].titles[0]).toBe('设备管理');
    expect(search('yonghu')[0].path).toBe('/system/user');
  });

  it('spells each title in full and by initials', async () => {
    const [item] = await withPinyin([{ path: '/device', titles: ['设备管理'] }]);
    expect(item.pinyin).toEqual(['shebeiguanli', 'sbgl']);
  });

  it('does not find Chinese titles by pinyin without the pinyin keys', () => {
    expect(createMenuSearch(chinese)('sbgl')).toEqual([]);
  });

  it('searches pinyin only in Chinese with the setting on', () => {
    expect(usesPinyin('zh-CN', true)).toBe(true);
    expect(usesPinyin('zh-TW', true)).toBe(true);
    expect(usesPinyin('zh-CN', false)).toBe(false);
    expect(usesPinyin('en', true)).toBe(false);
  });
});
