import { type MenuTreeNode, menuResource } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** `GET /ums-menu/tree`: every menu, nested, in sort order. */
export const getMenuTree = () => request<MenuTreeNode[]>('/ums-menu/tree');

/** Keyed under the menu resource, so saving a menu refreshes the tree too. */
export const menuTreeQueryOptions = () =>
  queryOptions({ queryKey: [menuResource.name, 'tree'], queryFn: getMenuTree });

/** The whole menu tree, for the menu screen and the menu pickers. */
export const useMenuTree = (enabled = true) => useQuery({ ...menuTreeQueryOptions(), enabled });
