import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * antd's virtual tables, selects and trees scroll through `@rc-component/virtual-list`. Scrolling a
 * 10,000-row order, two of its habits made most of each frame's work (docs/performance.md, "Long
 * lists in the console"), and the build hands the list a copy of the two modules without them:
 * - it gave every row in view a new `style` object and a new ref callback on every render, so
 *   each frame rendered all of them again and measured them all again: the rows' hook
 *   (src/vendor/virtual-list-children.ts) keeps both while they do not change;
 * - it summed every height it had measured (`Object.values(heights.maps).reduce(...)`) whenever
 *   one changed, an array of up to 10,000 numbers every frame: the height cache
 *   (src/vendor/virtual-list-cache-map.ts) keeps the sum as heights are set, and the list reads it.
 * Build only: the development server serves the library as it is.
 *
 * Should the library change the line below, the build stops with the message below rather than
 * quietly slow down again; the vendor tests check the installed library against the copies.
 */
export const SUMMED_HEIGHTS = 'Object.values(heights.maps).reduce((total, curr) => total + curr, 0)';
const KEPT_TOTAL = 'heights.total';
const CACHE_MAP = path.join(import.meta.dirname, '../src/vendor/virtual-list-cache-map.ts');
const CHILDREN = path.join(import.meta.dirname, '../src/vendor/virtual-list-children.ts');
const LIBRARY = /[\\/]node_modules[\\/]@rc-component[\\/]virtual-list[\\/]es[\\/]/;
const USE_HEIGHTS = /[\\/]hooks[\\/]useHeights\.js$/;
const LIST = /[\\/]es[\\/]List\.js$/;

/** The list's module with the kept total read in place of the sum, or undefined if the line is not in it. */
export function readKeptTotal(code: string): string | undefined {
  return code.includes(SUMMED_HEIGHTS) ? code.replace(SUMMED_HEIGHTS, KEPT_TOTAL) : undefined;
}

export const virtualList: Plugin = {
  name: 'virtual-list-kept-props',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !LIBRARY.test(importer)) return;
    if (source === '../utils/CacheMap' && USE_HEIGHTS.test(importer)) return CACHE_MAP;
    if (source === './hooks/useChildren' && LIST.test(importer)) return CHILDREN;
  },
  transform(code, id) {
    if (!LIBRARY.test(id) || !LIST.test(id)) return;
    const patched = readKeptTotal(code);
    if (patched === undefined)
      this.error(
        '@rc-component/virtual-list no longer sums its heights as build/virtual-list.ts expects: ' +
          'check whether the list still needs the copies, then update or remove the plugin',
      );
    return { code: patched, map: null };
  },
};
