import { describe, expect, it } from 'vitest';
import { currencyLabel, formatMoney, formatNumber, formatTimeAgo } from './format';

describe('formatMoney', () => {
  it.each([
    [0, '¥0.00'],
    [1, '¥0.01'],
    [1234, '¥12.34'],
    [100000, '¥1000.00'],
    [-250, '-¥2.50'],
  ])('%d cents -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('formatNumber', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [12345, '12.3k'],
    [2_500_000, '2.5M'],
    [7e9, '7G'],
    [1.2e12, '1.2T'],
    [3e15, '3P'],
    [4.5e18, '4.5E'],
    [-1500, '-1.5k'],
  ])('%d -> %s', (num, text) => {
    expect(formatNumber(num)).toBe(text);
  });

  it('honours the digits asked for', () => {
    expect(formatNumber(12345, 2)).toBe('12.35k');
  });
});

describe('formatTimeAgo', () => {
  const now = Date.UTC(2025, 0, 10, 12, 0, 0);
  it.each([
    [30_000, '0 minutes ago'],
    [5 * 60_000, '5 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [10 * 86_400_000, '10 days ago'],
  ])('%d ms before now -> %s', (ago, text) => {
    expect(formatTimeAgo(now - ago, 'en', now)).toBe(text);
  });

  it('speaks the language asked for', () => {
    expect(formatTimeAgo(new Date(now - 2 * 3_600_000), 'de', now)).toBe('vor 2 Stunden');
  });
});

describe('currencyLabel', () => {
  it.each([
    ['en', 'USD'],
    ['zh-CN', 'CNY'],
    ['es', 'CNY'],
    ['it', 'CNY'],
    ['pt', 'CNY'],
    ['zh-TW', 'TWD'],
    ['vi', 'VND'],
    ['de', 'EUR'],
    ['fr', 'EUR'],
    ['el', 'EUR'],
    ['nl', 'EUR'],
    ['ru', 'RUB'],
    ['tr', 'TRY'],
  ] as const)('%s -> %s', (language, code) => {
    expect(currencyLabel(language).code).toBe(code);
  });

  it('shows NT$ for traditional Chinese', () => {
    expect(currencyLabel('zh-TW').symbol).toBe('NT$');
  });
});
