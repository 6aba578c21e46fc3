import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { sortQueryOf } from '../common/list-query';
import { permissionOf } from '../common/resource';
import { menuEntity, menuResource, menuTreeNode, routeNode } from '../resources/menu';

const tag = 'menu';
const query = permissionOf(menuResource, 'query');

/** Menus at the product's paths: /ums-menu/router, /list, /tree, /name/{name}. */
export const menuEndpoints = {
  router: defineEndpoint({
    method: 'GET',
    path: '/ums-menu/router',
    permission: 'signed-in',
    tag,
    response: envelope(z.array(routeNode)),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/ums-menu/list',
    permission: query,
    tag,
    response: envelope(z.array(menuEntity)),
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: '/ums-menu/tree',
    permission: query,
    tag,
    query: sortQueryOf(menuResource),
    response: envelope(z.array(menuTreeNode)),
  }),
  byName: defineEndpoint({
    method: 'GET',
    path: '/ums-menu/name/:name',
    permission: query,
    tag,
    params: z.object({ name: z.string().max(64) }),
    response: envelope(menuEntity),
  }),
};
