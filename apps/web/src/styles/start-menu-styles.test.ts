import { describe, expect, it } from 'vitest';
import { applyMenuStylesAtAnyWidth } from './start-menu-styles';

const DESKTOP_MEDIA = '(min-width: 992px)';

/** A document holding the Menu's start stylesheet link, at a desktop's width or a phone's. */
function page({ desktop, loaded = true }: { desktop: boolean; loaded?: boolean }) {
  const link = { media: DESKTOP_MEDIA, sheet: loaded ? {} : null };
  const doc = {
    querySelector: () => link,
    defaultView: { matchMedia: (media: string) => ({ matches: media === DESKTOP_MEDIA && desktop }) },
  } as unknown as Document;
  return { link, doc };
}

describe('applyMenuStylesAtAnyWidth', () => {
  it('on a desktop, whose start waited for the stylesheet, applies it at any width from then on', () => {
    const { link, doc } = page({ desktop: true });
    applyMenuStylesAtAnyWidth(doc);
    expect(link.media).toBe('all');
  });

  it('on a phone, leaves it to a desktop’s widths (antd writes the Menu’s styles as the drawer opens)', () => {
    const { link, doc } = page({ desktop: false });
    applyMenuStylesAtAnyWidth(doc);
    expect(link.media).toBe(DESKTOP_MEDIA);
  });

  it('leaves one that failed to load as it is', () => {
    const { link, doc } = page({ desktop: true, loaded: false });
    applyMenuStylesAtAnyWidth(doc);
    expect(link.media).toBe(DESKTOP_MEDIA);
  });

  it('does nothing without the stylesheet (the development server)', () => {
    expect(() =>
      applyMenuStylesAtAnyWidth({ querySelector: () => null } as unknown as Document),
    ).not.toThrow();
  });
});
