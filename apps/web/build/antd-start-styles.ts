import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Avatar,
  Breadcrumb,
  Button,
  ConfigProvider,
  Dropdown,
  Flex,
  Input,
  Layout,
  Menu,
  Space,
  Spin,
  Tooltip,
} from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { MENU_META_NAME, START_LINK_ATTRIBUTE } from '../src/styles/start-menu-styles';

/**
 * antd writes each component's CSS at run time, the first time the component renders: its style
 * function, stylis and a hash, then a `<style>` tag. On a phone's start that was the largest
 * single cost among the console's scripts (docs/performance.md, "Lighthouse"). `@ant-design/cssinjs`
 * keeps a way out for server rendering: a stylesheet that ends with a map of the style paths it
 * holds (`.data-ant-cssinjs-cache-path{content:"..."}`), read once, before the first antd style is
 * made; every path on the map is taken as written and skipped at run time.
 *
 * The build writes that stylesheet for the components of the first screens (the login page, the
 * shell, the dashboard: `startComponents`) as an asset of its own, linked first in index.html's
 * head: the browser applies it before any module runs, and it comes before the console's own CSS
 * as antd's run-time styles do. Every other component, and every theme's tokens (colours, dark,
 * compact: CSS variables antd still writes at run time), stay as they were. The components' rules
 * are the same in every theme: antd 6 writes them with CSS variables, under one hash made of its
 * version alone, so the file holds for any theme the settings pick, and it changes only with
 * antd (its own file, so a deploy of the console leaves it cached). Should antd's hash or paths
 * change, the map only misses and antd writes those styles itself.
 *
 * e2e/antd-start-styles.spec.ts holds that the first screens look the same, pixel for pixel,
 * with the stylesheet and without it (antd then writes everything, as before).
 *
 * The sidebar's Menu, the largest of them (about a third of the file), is a second stylesheet
 * (`antd-start-menu.css`) that only a desktop loads: a desktop's first screen draws the Menu beside
 * the page, but a phone's keeps it in the drawer, closed, and a phone would download and parse
 * even a stylesheet linked for other widths (at the lowest priority, so after its first screen,
 * when parsing it holds the main thread). index.html names the file in a meta tag; the console's
 * first script (src/styles/start-menu-styles.ts) links it, right after the first file, when the
 * window is a desktop's. Its map is the two files' paths together: where it is in by the time
 * antd first reads the map (the start chunk takes far longer to arrive), antd skips the Menu's
 * styles too; where not, or on a phone, antd writes them as the Menu first renders, the same
 * rules. Once linked it applies at any width, so a desktop window narrowed to a phone's width
 * keeps the Menu's rules that antd, having read the map, will not write.
 *
 * The development server has no such file: antd writes every style itself, as it always did.
 */
const ASSET = 'antd-start.css';
const MENU_ASSET = 'antd-start-menu.css';

/**
 * One of each component the first screens show (the `<style>` tags they wrote at run time, counted
 * in docs/performance-history.md, "Lighthouse"): its variants do not matter, as a component's style
 * function writes all of them at once.
 */
function startComponents(): ReactNode[] {
  return [
    // The login page.
    h(Button, { key: 'button', type: 'primary' }, 'x'),
    h(Input, { key: 'input' }),
    h(Input.Password, { key: 'password' }),
    // No Typography: the first screens draw their titles and names with components/plain-text.tsx.
    // The shell.
    h(Layout, { key: 'layout' }, h(Layout.Sider, null, 'x'), h(Layout.Content, null, 'x')),
    h(Breadcrumb, { key: 'breadcrumb', items: [{ title: 'x' }] }),
    h(Dropdown, { key: 'dropdown', menu: { items: [{ key: 'd', label: 'x' }] } }, h('span', null, 'x')),
    h(Tooltip, { key: 'tooltip', title: 'x' }, h('span', null, 'x')),
    h(Avatar, { key: 'avatar' }, 'x'),
    h(Spin, { key: 'spin' }),
    h(Flex, { key: 'flex' }, 'x'),
    h(Space, { key: 'space' }, 'x'),
    // The dashboard draws its tags, counts, details table and placeholders without antd
    // (components/), so it adds none.
  ];
}

/** The map rule that ends an extracted stylesheet: `path:hash;path:hash`. */
const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/;

/**
 * The start components' CSS and the Menu's, each with the map of the style paths it holds at its
 * end; the Menu's map holds the first one's paths too (the rule of the file linked last is the
 * map antd reads where both apply).
 */
export function startStylesheets(): { start: string; menu: string } {
  const cache = createCache();
  const render = (...components: ReactNode[]) =>
    // No antd App around them: the shell draws its message and dialogs itself (app/shell-feedback.tsx).
    renderToString(h(StyleProvider, { cache }, h(ConfigProvider, null, ...components)));
  render(...startComponents());
  const start = extractStyle(cache, { plain: true, types: 'style', once: true });
  // The sidebar's Menu, in the Layout's Sider as the shell draws it: only what the first file lacks.
  render(h(Layout, { key: 'layout' }, h(Layout.Sider, null, h(Menu, { items: [{ key: 'm', label: 'x' }] }))));
  const menuOnly = extractStyle(cache, { plain: true, types: 'style', once: true });
  const startMap = MAP_RULE.exec(start)?.[1];
  const menuMap = MAP_RULE.exec(menuOnly)?.[1];
  if (!startMap || !menuMap)
    throw new Error('antd start styles: no map of style paths at the end of the extracted CSS');
  return {
    start,
    menu: menuOnly.replace(MAP_RULE, `.data-ant-cssinjs-cache-path{content:"${startMap};${menuMap}";}`),
  };
}

export function antdStartStyles(): Plugin {
  let production = true;
  return {
    name: 'antd-start-styles',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
    },
    buildStart() {
      const { start, menu } = startStylesheets();
      // antd hashes its classes apart in development ('css-dev-only-do-not-override-...') by the
      // NODE_ENV it runs under: here, as in the bundle, or no path on the map would ever match.
      if (start.includes('css-dev-only') === production)
        throw new Error('antd start styles: made under another NODE_ENV than the bundle');
      this.emitFile({ type: 'asset', name: ASSET, source: start });
      this.emitFile({ type: 'asset', name: MENU_ASSET, source: menu });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const fileOf = (name: string) => {
          const asset = Object.values(ctx.bundle ?? {}).find(
            (output) => output.type === 'asset' && output.names.includes(name),
          );
          if (!asset) throw new Error(`antd start styles: no ${name} in the bundle`);
          return asset.fileName;
        };
        if (!html.includes('<title>')) throw new Error('antd start styles: no <title> to link them at');
        // Before the title, so before every script and the console's own stylesheet.
        const head = [
          `<link rel="stylesheet" crossorigin href="/${fileOf(ASSET)}" ${START_LINK_ATTRIBUTE} />`,
          `<meta name="${MENU_META_NAME}" content="/${fileOf(MENU_ASSET)}" />`,
        ];
        return html.replace('<title>', `${head.join('\n    ')}\n    <title>`);
      },
    },
  };
}
