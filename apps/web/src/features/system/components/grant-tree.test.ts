import { describe, expect, it } from 'vitest';
import type { RoleCatalogue } from '../api/get-role-catalogue';
import { allKeys, buttonNodes, checkedLeaves, leafKeys, menuNodes, resourceNodes } from './grant-tree';

const catalogue: RoleCatalogue = {
  menus: [
    { id: 38, parentId: null, title: 'systemManage', name: 'System' },
    { id: 39, parentId: 38, title: 'user', name: 'User' },
    { id: 40, parentId: 38, title: 'role', name: 'Role' },
    { id: 2, parentId: null, title: 'dashboard', name: 'Dashboard' },
  ],
  buttons: [
    { id: 1, menuId: 39, name: 'system:user:query', perm: 'system:user:query' },
    { id: 4, menuId: 39, name: 'Delete users', perm: 'system:user:delete' },
    { id: 9, menuId: null, name: 'system:agent', perm: 'system:agent' },
  ],
  resources: [
    { id: 7, name: 'list users', uniqueMark: '/api/ums-user', method: 'GET' },
    { id: 8, name: 'user by id', uniqueMark: '/api/ums-user/id/:id', method: '*' },
  ],
};
const title = (key: string) => key.toUpperCase();

describe('grant trees', () => {
  it('nest menus and send only their leaves', () => {
    const nodes = menuNodes(catalogue, title);
    expect(nodes.map((n) => n.title)).toEqual(['SYSTEMMANAGE', 'DASHBOARD']);
    expect(leafKeys(nodes)).toEqual(['39', '40', '2']);
  });

  it('check every screen of a granted section, and granted screens alone', () => {
    const nodes = menuNodes(catalogue, title);
    expect(checkedLeaves(nodes, new Set(['38']))).toEqual(['39', '40']);
    expect(checkedLeaves(nodes, new Set(['40', '2']))).toEqual(['40', '2']);
  });

  it('group buttons under their screen, the rest under "other"', () => {
    const nodes = buttonNodes(catalogue, title, 'Other');
    expect(nodes.map((n) => [n.key, n.title])).toEqual([
      ['menu:39', 'USER'],
      ['menu:none', 'Other'],
    ]);
    expect(nodes[0].children?.map((c) => c.title)).toEqual([
      'system:user:query',
      'Delete users (system:user:delete)',
    ]);
    // Group keys are never grantable ids.
    expect(leafKeys(nodes)).toEqual(['1', '4', '9']);
    expect(allKeys(nodes)).toContain('menu:39');
  });

  it('group URL permissions by the API resource they address', () => {
    const nodes = resourceNodes(catalogue, (r) => `${r.method} ${r.uniqueMark}`);
    expect(nodes).toEqual([
      {
        key: 'api:ums-user',
        title: 'ums-user',
        children: [
          { key: '7', title: 'GET /api/ums-user' },
          { key: '8', title: '* /api/ums-user/id/:id' },
        ],
      },
    ]);
  });
});
