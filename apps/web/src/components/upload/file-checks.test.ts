import { APP_INDEX_LIMITS } from '@skin/contract';
import { describe, expect, it, vi } from 'vitest';
import { fitsRatio, IMAGE_FILES, refusalOf } from './file-checks';

vi.mock('../../lib/i18n', () => ({
  t: (key: string, params?: object) => (params ? `${key} ${JSON.stringify(params)}` : key),
}));

const { imageRatios, ratioTolerance } = APP_INDEX_LIMITS;

describe('the image ratio, as the server judges it', () => {
  it('takes 5:2 and 5:3 within 2 %, and nothing else', () => {
    const fits = (w: number, h: number) => fitsRatio(w, h, imageRatios, ratioTolerance);
    expect(fits(500, 200)).toBe(true);
    expect(fits(500, 300)).toBe(true);
    expect(fits(1000, 595)).toBe(true);
    expect(fits(500, 400)).toBe(false);
    expect(fits(500, 250)).toBe(false);
    expect(fits(500, 0)).toBe(false);
  });
});

describe('a chosen file, before it is sent', () => {
  const rule = { ...IMAGE_FILES, maxBytes: 2048 };
  const file = (name: string, type: string, bytes: number) =>
    new File([new Uint8Array(bytes)], name, { type });

  it('is taken when its type and size are within the rule', async () => {
    expect(await refusalOf(file('a.png', 'image/png', 2048), rule)).toBeNull();
  });

  it('is judged by its name when the browser reports no type', async () => {
    expect(await refusalOf(file('A.JPG', '', 5), rule)).toBeNull();
    expect(await refusalOf(file('a.txt', '', 5), rule)).toBe('server.notAnImage');
  });

  it('is refused when of another type, empty or too large', async () => {
    expect(await refusalOf(file('a.png', 'text/plain', 5), rule)).toBe('server.notAnImage');
    expect(await refusalOf(file('a.png', 'image/png', 0), rule)).toBe('server.fileEmpty');
    expect(await refusalOf(file('a.png', 'image/png', 2049), rule)).toBe('server.fileTooLarge {"kb":2}');
  });
});
