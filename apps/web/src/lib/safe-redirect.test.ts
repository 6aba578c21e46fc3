import { describe, expect, it } from 'vitest';
import { loginPathFor } from './paths';
import { safeRedirect } from './safe-redirect';

const origin = 'https://console.example';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/system/user?pageNum=2', '/system/user?pageNum=2'],
    ['/a#b', '/a#b'],
  ])('follows the in-app path %s', (raw, expected) => {
    expect(safeRedirect(raw, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=%2Fdashboard',
  ])('refuses %s', (raw) => {
    expect(safeRedirect(raw, origin)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('encodes the original path and search as the redirect parameter', () => {
    expect(loginPathFor('/dashboard')).toBe('/login?redirect=%2Fdashboard');
    expect(loginPathFor('/a?b=1&c=2')).toBe('/login?redirect=%2Fa%3Fb%3D1%26c%3D2');
  });
});
