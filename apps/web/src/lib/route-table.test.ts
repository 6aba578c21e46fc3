import type { RouteNode } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { buildRouteTree, flattenRoutes, isSection, menuTree, sectionTarget } from './route-table';

const meta = (title: string, hidden = false) => ({ title, hidden, noCache: false, affix: false });
const server: RouteNode[] = [
  {
    path: '/hospitalmanager',
    name: 'Hospital',
    component: 'Layout',
    redirect: '/hospitalmanager/map',
    meta: meta('hospitalManage'),
    children: [
      { path: 'map', name: 'LiveMap', component: 'hospital/LiveMap', meta: meta('liveMap') },
      {
        path: 'beacon',
        name: 'Beacon',
        component: 'ParentView',
        meta: meta('beaconManage'),
        children: [
          { path: 'gateways', name: 'Gateways', component: 'hospital/Gateways', meta: meta('gateway') },
        ],
      },
    ],
  },
  {
    path: '/profile',
    name: 'Profile',
    component: 'Layout',
    meta: meta('profile', true),
    children: [{ path: 'info', name: 'PersonalInfo', component: 'profile/PersonalInfo', meta: meta('x') }],
  },
];

describe('route table', () => {
  const tree = buildRouteTree(server);
  const flat = flattenRoutes(tree);

  it('makes child paths absolute and records the ancestry', () => {
    const gateways = flat.find((r) => r.name === 'Gateways')!;
    expect(gateways.path).toBe('/hospitalmanager/beacon/gateways');
    expect(gateways.ancestors.map((a) => a.name)).toEqual(['Hospital', 'Beacon']);
  });

  it('tells sections from screens', () => {
    expect(flat.filter(isSection).map((r) => r.name)).toEqual(['Hospital', 'Beacon', 'Profile']);
  });

  it('sends a section to its redirect, else its first screen', () => {
    expect(sectionTarget(tree[0])).toBe('/hospitalmanager/map');
    expect(sectionTarget(tree[0].children[1])).toBe('/hospitalmanager/beacon/gateways');
    expect(sectionTarget(tree[1])).toBe('/profile/info');
  });

  it('leaves hidden entries out of the menu', () => {
    expect(menuTree(tree).map((r) => r.name)).toEqual(['Hospital']);
  });
});
