import { describe, expect, it } from 'vitest';
import { applyMenuStylesAtAnyWidth } from './start-menu-styles';

/** A document holding the Menu's start stylesheet link, loaded or not yet. */
function withLink(loaded: boolean) {
  const listeners: (() => void)[] = [];
  const link = {
    media: '(min-width: 992px)',
    sheet: loaded ? {} : null,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  const doc = { querySelector: () => link } as unknown as Document;
  return { link, doc, load: () => listeners.forEach((l) => void l()) };
}

describe('applyMenuStylesAtAnyWidth', () => {
  it('applies a stylesheet already in (a desktop waited for it) at once, at any width', () => {
    const { link, doc } = withLink(true);
    applyMenuStylesAtAnyWidth(doc);
    expect(link.media).toBe('all');
  });

  it('applies one still coming (a phone does not wait for it) as it comes in', () => {
    const { link, doc, load } = withLink(false);
    applyMenuStylesAtAnyWidth(doc);
    expect(link.media).toBe('(min-width: 992px)');
    load();
    expect(link.media).toBe('all');
  });

  it('does nothing without the stylesheet (the development server)', () => {
    expect(() =>
      applyMenuStylesAtAnyWidth({ querySelector: () => null } as unknown as Document),
    ).not.toThrow();
  });
});
