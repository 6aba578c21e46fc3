import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onSessionReset } from '../lib/session';

/** A tab of the strip: one visited screen. `title` is the route's title key (translated when shown). */
export interface TagView {
  /** Route name: the cache key (docs/web-shell.md, "Tabs": kept alive by name). */
  name: string;
  /** The pathname: a tab per path, so two detail pages of one route are two tabs. */
  path: string;
  /** Path with its query, to come back exactly where the user was. */
  fullPath: string;
  title: string;
  /** Pinned: never closed (docs/web-shell.md, "Tabs"). */
  affix?: boolean;
  /** Not kept alive when hidden. */
  noCache?: boolean;
}

interface TagsViewState {
  visitedViews: TagView[];
  /** Names of the screens kept alive while their tab is hidden. */
  cachedViews: string[];
  /** Bumped by "refresh": the screen of that name mounts afresh. */
  refreshKeys: Record<string, number>;
  addView: (view: TagView) => void;
  /** Puts pinned views first (they come from the route table, not from visits). */
  addAffixViews: (views: TagView[]) => void;
  closeView: (path: string) => void;
  closeOthers: (path: string) => void;
  closeLeft: (path: string) => void;
  closeRight: (path: string) => void;
  closeAll: () => void;
  refreshView: (name: string) => void;
  /** Drops tabs whose route the user can no longer open (after a role change). */
  keepOnly: (names: ReadonlySet<string>) => void;
}

const cachedOf = (views: TagView[]) => [...new Set(views.filter((v) => !v.noCache).map((v) => v.name))];
const withViews = (visitedViews: TagView[]) => ({ visitedViews, cachedViews: cachedOf(visitedViews) });

/** Keeps the pinned views plus those `keep` accepts, in order. */
const keepWhere = (views: TagView[], keep: (v: TagView, i: number) => boolean) =>
  withViews(views.filter((v, i) => v.affix || keep(v, i)));

/** Tab strip of visited screens (docs/web-shell.md, "Tabs"); survives a page reload. */
export const useTagsView = create<TagsViewState>()(
  persist(
    (set) => ({
      visitedViews: [],
      cachedViews: [],
      refreshKeys: {},
      addView: (view) =>
        set((s) => {
          const found = s.visitedViews.find((v) => v.path === view.path);
          if (!found) return withViews([...s.visitedViews, view]);
          if (found.fullPath === view.fullPath) return s;
          return withViews(s.visitedViews.map((v) => (v === found ? { ...v, fullPath: view.fullPath } : v)));
        }),
      addAffixViews: (views) =>
        set((s) => {
          const fresh = views.filter((a) => !s.visitedViews.some((v) => v.path === a.path));
          return withViews([
            ...fresh,
            ...s.visitedViews.map((v) => (isIn(views, v) ? { ...v, affix: true } : v)),
          ]);
        }),
      closeView: (path) => set((s) => keepWhere(s.visitedViews, (v) => v.path !== path)),
      closeOthers: (path) => set((s) => keepWhere(s.visitedViews, (v) => v.path === path)),
      closeLeft: (path) =>
        set((s) =>
          keepWhere(s.visitedViews, (_, i) => i >= s.visitedViews.findIndex((v) => v.path === path)),
        ),
      closeRight: (path) =>
        set((s) =>
          keepWhere(s.visitedViews, (_, i) => i <= s.visitedViews.findIndex((v) => v.path === path)),
        ),
      closeAll: () => set((s) => keepWhere(s.visitedViews, () => false)),
      refreshView: (name) =>
        set((s) => ({ refreshKeys: { ...s.refreshKeys, [name]: (s.refreshKeys[name] ?? 0) + 1 } })),
      keepOnly: (names) => set((s) => withViews(s.visitedViews.filter((v) => names.has(v.name)))),
    }),
    {
      name: 'skin.tagsView',
      // Session storage: the tabs survive a reload but a new browser tab starts clean.
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ visitedViews: s.visitedViews, cachedViews: s.cachedViews }),
    },
  ),
);

// Signing out, a session the server ended and a role switch close every tab (lib/session.ts).
onSessionReset(() => useTagsView.getState().closeAll());

const isIn = (views: TagView[], view: TagView) => views.some((a) => a.path === view.path);
