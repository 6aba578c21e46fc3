import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { antdStartStyles, startStylesheets } from './antd-start-styles';

const MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/;
const pathsOf = (css: string) => new Set((MAP.exec(css)?.[1] ?? '').split(';').filter(Boolean));
/**
 * A rule of antd's Menu's own style (`:where(.css-…).ant-menu…`), not the Layout's for a menu
 * inside it (`….ant-layout-sider .ant-menu`) nor the Dropdown's (`.ant-dropdown-menu`).
 */
const MENU_RULE = /\)\.ant-menu[^-\w]/;

describe('the start stylesheets', () => {
  const { start, menu } = startStylesheets();

  it('keep antd’s Menu out of the first file and in the second', () => {
    expect(start).not.toMatch(MENU_RULE);
    expect(start).toContain('.ant-btn');
    expect(menu).toMatch(MENU_RULE);
    // Only what the first file lacks: no second copy of the shell's other components.
    expect(menu).not.toContain('.ant-btn{');
  });

  it('end the Menu’s file with a map of both files’ style paths, as antd reads the last one that applies', () => {
    const first = pathsOf(start);
    const second = pathsOf(menu);
    expect(first.size).toBeGreaterThan(5);
    for (const path of first) expect(second).toContain(path);
    expect([...second].some((path) => path.includes('Menu-Menu'))).toBe(true);
    expect([...first].some((path) => path.includes('Menu-Menu'))).toBe(false);
  });

  it('link the first file in index.html’s head, before the title, and name the Menu’s for the console to link', async () => {
    const asset = (name: string, fileName: string) => ({ type: 'asset', names: [name], fileName });
    const bundle = {
      a: asset('antd-start.css', 'assets/antd-start-1.css'),
      b: asset('antd-start-menu.css', 'assets/antd-start-menu-2.css'),
    };
    const hook = antdStartStyles().transformIndexHtml as { handler: IndexHtmlTransformHook };
    const html = await hook.handler.call({} as never, '<head><title>AI skin analyzer</title></head>', {
      bundle,
    } as unknown as IndexHtmlTransformContext);
    expect(html).toBe(
      [
        '<head><link rel="stylesheet" crossorigin href="/assets/antd-start-1.css" data-antd-start />',
        '    <meta name="antd-start-menu" content="/assets/antd-start-menu-2.css" />',
        '    <title>AI skin analyzer</title></head>',
      ].join('\n'),
    );
  });
});
