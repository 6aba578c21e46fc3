import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  App,
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
  Typography,
} from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';

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
 * The development server has no such file: antd writes every style itself, as it always did.
 */
const ASSET = 'antd-start.css';

/**
 * One of each component the first screens show (the `<style>` tags they wrote at run time, counted
 * in docs/performance.md, "Lighthouse"): its variants do not matter, as a component's style
 * function writes all of them at once.
 */
function startComponents(): ReactNode[] {
  return [
    // The login page.
    h(Button, { key: 'button', type: 'primary' }, 'x'),
    h(Input, { key: 'input' }),
    h(Input.Password, { key: 'password' }),
    h(Typography.Text, { key: 'typography' }, 'x'),
    // The shell.
    h(
      Layout,
      { key: 'layout' },
      h(Layout.Sider, null, h(Menu, { items: [{ key: 'm', label: 'x' }] })),
      h(Layout.Content, null, 'x'),
    ),
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

/** The start components' CSS, with the map of the style paths it holds at its end. */
export function startStylesheet(): string {
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, null, h(App, null, ...startComponents()))));
  return extractStyle(cache, { plain: true, types: 'style' });
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
      const css = startStylesheet();
      // antd hashes its classes apart in development ('css-dev-only-do-not-override-...') by the
      // NODE_ENV it runs under: here, as in the bundle, or no path on the map would ever match.
      if (css.includes('css-dev-only') === production)
        throw new Error('antd start styles: made under another NODE_ENV than the bundle');
      this.emitFile({ type: 'asset', name: ASSET, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(ASSET),
        );
        if (!asset || !html.includes('<title>'))
          throw new Error(`antd start styles: no ${ASSET} in the bundle, or no <title> to link it at`);
        // Before the title, so before every script and the console's own stylesheet.
        const link = `<link rel="stylesheet" crossorigin href="/${asset.fileName}" />`;
        return html.replace('<title>', `${link}\n    <title>`);
      },
    },
  };
}
