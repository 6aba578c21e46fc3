import { describe, expect, it } from 'vitest';
import { detectLanguage, matchLanguage } from './detect-language';

describe('matchLanguage', () => {
  it.each([
    ['en', 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh', 'zh-TW'],
    ['en-US', 'en'],
    ['pt-BR', 'pt'],
    ['de-AT', 'de'],
    ['el-GR', 'el'],
    ['ko-KR', null],
    ['', null],
  ])('%s -> %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('ja', ['de-DE'])).toBe('ja');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(detectLanguage('xx', ['fr-FR'])).toBe('fr');
  });

  it('takes the first browser language it supports, in the browser order', () => {
    expect(detectLanguage(null, ['ko-KR', 'nl-BE', 'en-US'])).toBe('nl');
  });

  it('reads a bare zh as traditional Chinese', () => {
    expect(detectLanguage(null, ['zh'])).toBe('zh-TW');
  });

  it('falls back to English', () => {
    expect(detectLanguage(null, ['ko', 'ar-EG'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
