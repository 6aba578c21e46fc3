import { useEffect, useMemo, useState } from 'react';
import { useLanguageStore } from '../../lib/i18n';
import { createMenuSearch, type MenuSearchItem, usesPinyin, withPinyin } from '../../lib/menu-search';
import { isSection, type ShellRoute, sectionTarget } from '../../lib/route-table';
import { useRouteTitle } from '../../lib/route-title';
import { useShellRoutes } from '../../lib/shell-routes';
import { useSettings } from '../../stores/settings';

/** Every visible menu entry the user may open, with its translated title path. */
function searchItems(all: ShellRoute[], title: (key: string) => string): MenuSearchItem[] {
  return all
    .filter((r) => !r.hidden && !r.ancestors.some((a) => a.hidden))
    .flatMap((r) => {
      const path = isSection(r) ? sectionTarget(r) && r.path : r.path;
      return path ? [{ path, titles: [...r.ancestors, r].map((a) => title(a.title)) }] : [];
    });
}

/**
 * The header search over the menu (docs/web-shell.md, "Header search"): titles in the current
 * language, plus pinyin while the language is Chinese and the pinyin setting is on.
 */
export function useMenuSearch(): (query: string) => MenuSearchItem[] {
  const { all } = useShellRoutes();
  const title = useRouteTitle();
  const language = useLanguageStore((s) => s.language);
  const pinyinSetting = useSettings((s) => s.supportPinyinSearch);
  const pinyin = usesPinyin(language, pinyinSetting);
  // `language` is read so the titles follow a language switch (`title` keeps its identity).
  const items = useMemo(() => (language ? searchItems(all, title) : []), [all, title, language]);
  const [spelled, setSpelled] = useState<{ from: MenuSearchItem[]; items: MenuSearchItem[] } | null>(null);

  useEffect(() => {
    if (!pinyin) return;
    let live = true;
    void withPinyin(items).then((withSpelling) => {
      if (live) setSpelled({ from: items, items: withSpelling });
    });
    return () => {
      live = false;
    };
  }, [items, pinyin]);

  // Until the pinyin arrives (a moment, once), the search runs on the titles alone.
  const source = pinyin && spelled?.from === items ? spelled.items : items;
  return useMemo(() => createMenuSearch(source), [source]);
}
