import { describe, expect, it } from 'vitest';
import { loadMenuStylesOnDesktop } from './start-menu-styles';

const MENU_FILE = '/assets/antd-start-menu-abc.css';

/** index.html as the build writes it (or the development server's, without the files), at a width. */
function page({ width, built = true }: { width: number; built?: boolean }) {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const start = { after: (link: (typeof added)[number]) => added.push(link) };
  const doc = {
    querySelector: (selector: string) => {
      if (!built) return null;
      return selector.startsWith('meta') ? { content: MENU_FILE } : start;
    },
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    defaultView: {
      matchMedia: (media: string) => ({ matches: width <= Number(/max-width: ([\d.]+)px/.exec(media)?.[1]) }),
    },
  } as unknown as Document;
  return { doc, added };
}

describe('loadMenuStylesOnDesktop', () => {
  it('on a desktop, links the Menu’s stylesheet right after the first start stylesheet', () => {
    const { doc, added } = page({ width: 1350 });
    loadMenuStylesOnDesktop(doc);
    expect(added).toEqual([{ rel: 'stylesheet', href: MENU_FILE, crossOrigin: 'anonymous' }]);
  });

  it('on a phone (below 992 px), links nothing: antd writes the Menu’s styles as the drawer opens', () => {
    const { doc, added } = page({ width: 991 });
    loadMenuStylesOnDesktop(doc);
    expect(added).toEqual([]);
  });

  it('does nothing on the development server, which has no such files', () => {
    const { doc, added } = page({ width: 1350, built: false });
    loadMenuStylesOnDesktop(doc);
    expect(added).toEqual([]);
  });
});
