import { type ListSort, menuEndpoints, menuResource } from '@skin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** `GET /ums-menu/tree`: every menu, nested; siblings in sort order, or as `sort` asks. */
export const getMenuTree = (sort: ListSort = {}) => call(menuEndpoints.tree, { query: sort });

/** Keyed under the menu resource, so saving a menu refreshes the tree too. */
export const menuTreeQueryOptions = (sort: ListSort = {}) =>
  queryOptions({
    queryKey: [menuResource.name, 'tree', sort],
    queryFn: () => getMenuTree(sort),
    placeholderData: keepPreviousData,
  });

/** The whole menu tree, for the menu screen and the menu pickers. */
export const useMenuTree = (enabled = true, sort: ListSort = {}) =>
  useQuery({ ...menuTreeQueryOptions(sort), enabled });
