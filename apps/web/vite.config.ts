import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { antdStartStyles } from './build/antd-start-styles';
import { precompress } from './build/precompress';
import { planStartChunks } from './build/start-chunks';
import { virtualList } from './build/virtual-list';

// No vendor groups: React, i18next and zustand come with the start, TanStack Query with the
// shell (build/start-chunks.ts), and every other library goes with the screens that use it. antd
// has no group on purpose: one chunk of every component used anywhere made the login page
// download all of them (366 KB gzipped); split by use, the login page loads only the handful it
// shows, the shell its own, and each screen the rest (docs/performance.md, "First load").

// antd's Button and Tag styles import `isBright` from the colour picker's presets panel, a module
// that also holds the panel and (through it) antd's Collapse. The settings' colour picker uses
// that panel, so the module landed in a chunk every button needs (7 KB gzipped more on the login
// page), and every screen with a tag downloaded the panel and Collapse (22 KB before gzip; the
// dashboard's scope is one). Both styles get a copy of the function instead
// (src/vendor/antd-is-bright.ts, tested against antd's). Should antd move the import, nothing
// breaks: the pages only grow again, which bench/first-load.mjs --check reports for the login.
const IS_BRIGHT = path.join(import.meta.dirname, 'src/vendor/antd-is-bright.ts');
const STYLES_USING_IS_BRIGHT =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/;
const styleIsBright: Plugin = {
  name: 'antd-style-is-bright',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === '../../color-picker/components/ColorPresets' &&
      importer &&
      STYLES_USING_IS_BRIGHT.test(importer)
    )
      return IS_BRIGHT;
  },
};

// The plan's build writes nothing, so there is nothing to compress.
const notPrecompress = (p: unknown) =>
  !(p && typeof p === 'object' && 'name' in p && p.name === 'precompress');

// In development the API runs separately (server on :8080); in production the server serves dist/.
const config = (startChunks: Rolldown.CodeSplittingGroup[] = []): InlineConfig => ({
  plugins: [react(), styleIsBright, virtualList, antdStartStyles(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each source module loads (bench/first-load.mjs reads it).
    manifest: true,
    // Every browser the console supports preloads modules itself (the polyfill only saved time).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // antd's own component packages declare no side effects (antd does, "*.css" only) but have
      // none: without this, every module of a package antd touches stays in, e.g. all of
      // @rc-component/form (with its validator) in the login page for the one context Input reads.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: startChunks,
        },
      },
    },
  },
});

// A build first plans its start chunks on a build of the same config that writes nothing
// (build/start-chunks.ts); the dev server needs no plan.
export default defineConfig(async ({ command }) => {
  const plain = config();
  if (command !== 'build') return plain;
  return config([await planStartChunks({ ...plain, plugins: plain.plugins?.filter(notPrecompress) })]);
});
