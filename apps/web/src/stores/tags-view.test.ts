// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { type TagView, useTagsView } from './tags-view';

const view = (name: string, extra: Partial<TagView> = {}): TagView => ({
  name,
  path: `/${name.toLowerCase()}`,
  fullPath: `/${name.toLowerCase()}`,
  title: name.toLowerCase(),
  ...extra,
});
const dashboard = view('Dashboard', { affix: true });
const paths = () => useTagsView.getState().visitedViews.map((v) => v.path);
const store = () => useTagsView.getState();

beforeEach(() => {
  sessionStorage.clear();
  useTagsView.setState({ visitedViews: [], cachedViews: [], refreshKeys: {} });
  store().addAffixViews([dashboard]);
  for (const name of ['User', 'Role', 'Menu']) store().addView(view(name));
});

describe('tags view store', () => {
  it('adds a view unless present, keeping the newest query of a path', () => {
    store().addView(view('User', { fullPath: '/user?page=2' }));
    expect(paths()).toEqual(['/dashboard', '/user', '/role', '/menu']);
    expect(store().visitedViews[1].fullPath).toBe('/user?page=2');
  });

  it('caches by name unless the route says noCache', () => {
    store().addView(view('Audit', { noCache: true }));
    expect(store().cachedViews).toEqual(['Dashboard', 'User', 'Role', 'Menu']);
    store().addView(view('User', { path: '/user/2', fullPath: '/user/2' }));
    expect(store().cachedViews.filter((n) => n === 'User')).toHaveLength(1);
  });

  it('closes one view, and forgets its cache when no tab of that name is left', () => {
    store().closeView('/role');
    expect(paths()).toEqual(['/dashboard', '/user', '/menu']);
    expect(store().cachedViews).not.toContain('Role');
  });

  it('never closes a pinned view', () => {
    store().closeView('/dashboard');
    expect(paths()).toContain('/dashboard');
  });

  it('close others keeps the pinned views and the current one', () => {
    store().closeOthers('/role');
    expect(paths()).toEqual(['/dashboard', '/role']);
  });

  it('close all keeps the pinned views only', () => {
    store().closeAll();
    expect(paths()).toEqual(['/dashboard']);
    expect(store().cachedViews).toEqual(['Dashboard']);
  });

  it('closes to the left and to the right, sparing pinned views', () => {
    store().closeLeft('/role');
    expect(paths()).toEqual(['/dashboard', '/role', '/menu']);
    store().closeRight('/dashboard');
    expect(paths()).toEqual(['/dashboard']);
  });

  it('refresh gives the view a new key', () => {
    store().refreshView('User');
    store().refreshView('User');
    expect(store().refreshKeys.User).toBe(2);
  });

  it('pins a visited view that turns out to be affixed, without a duplicate', () => {
    store().addAffixViews([view('Menu', { affix: true })]);
    expect(paths()).toEqual(['/dashboard', '/user', '/role', '/menu']);
    store().closeAll();
    expect(paths()).toEqual(['/dashboard', '/menu']);
  });

  it('drops views the user can no longer open', () => {
    store().keepOnly(new Set(['Dashboard', 'Menu']));
    expect(paths()).toEqual(['/dashboard', '/menu']);
  });

  it('survives a reload through session storage', () => {
    const saved = JSON.parse(sessionStorage.getItem('skin.tagsView') ?? '{}');
    expect(saved.state.visitedViews.map((v: TagView) => v.path)).toEqual(paths());
    expect(saved.state.refreshKeys).toBeUndefined();
  });
});
