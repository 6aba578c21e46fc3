import { SEEDED_LABELS, seededLabelKey } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import zhCN from '../i18n/zh-CN.json';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((n, p) => (typeof n === 'object' ? n[p] : undefined), tree);

describe('seeded labels', () => {
  it('has a translation of every label the product seeds, English being the seeded text', () => {
    for (const [key, text] of Object.entries(SEEDED_LABELS)) {
      expect(lookup((en as unknown as Tree).seeded as Tree, key), key).toBe(text);
      expect(typeof lookup((zhCN as unknown as Tree).seeded as Tree, key), key).toBe('string');
    }
  });

  it('knows a label only while it is exactly as seeded', () => {
    expect(seededLabelKey('Store manager')).toBe('role.STORE_MANAGER');
    expect(seededLabelKey('Store managers of the east')).toBeUndefined();
    expect(seededLabelKey('sign-in')).toBe('audit.signIn');
    expect(seededLabelKey('GET /api/device')).toBeUndefined();
  });
});
