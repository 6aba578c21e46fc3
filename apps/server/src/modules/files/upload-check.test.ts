import { describe, expect, it } from 'vitest';
import { checkUpload, fitsAspect } from './upload-check';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const video = { kind: 'video' as const, maxBytes: 1024 };

describe('a video upload is judged by its container header', () => {
  it('takes MP4, MOV and WebM by their first bytes', () => {
    expect(checkUpload(video, bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])).mime).toBe('video/mp4');
    expect(checkUpload(video, bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0])).mime).toBe('video/quicktime');
    expect(checkUpload(video, bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm')).mime).toBe(
      'video/webm',
    );
  });

  it('refuses a renamed image, an AVIF picture, a Matroska file that is no WebM, and text', () => {
    const refused = (b: Uint8Array) =>
      expect(() => checkUpload(video, b)).toThrow(/not an MP4, MOV or WebM video/);
    refused(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    refused(bytes([0, 0, 0, 0x1c], 'ftypavif'));
    refused(bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska'));
    refused(bytes('<html><script>alert(1)</script></html>'));
  });
});

describe('an image ratio rule', () => {
  const rule = {
    ratios: [
      [5, 2],
      [5, 3],
    ] as const,
    tolerance: 0.02,
  };
  it('accepts 5:2 and 5:3 within the tolerance and refuses 5:4', () => {
    expect(fitsAspect(rule, 1000, 400)).toBe(true);
    expect(fitsAspect(rule, 1000, 600)).toBe(true);
    expect(fitsAspect(rule, 1000, 606)).toBe(true);
    expect(fitsAspect(rule, 1000, 800)).toBe(false);
    expect(fitsAspect(rule, 1000, 500)).toBe(false);
  });
});
