import { describe, expect, it } from 'vitest';
import { decodePath, explodeOptionalSegments, matchPath, matchRoutes } from './match';

describe('matchPath', () => {
  it('matches static paths whatever their case, with or without a trailing slash', () => {
    expect(matchPath({ path: '/device/list' }, '/device/list')?.params).toEqual({});
    expect(matchPath({ path: '/device/list' }, '/Device/List/')).not.toBeNull();
    expect(matchPath({ path: '/device/list' }, '/device/list/more')).toBeNull();
    expect(matchPath({ path: '/device/list' }, '/device/lis')).toBeNull();
  });

  it('reads params, optional ones undefined when absent', () => {
    expect(matchPath({ path: '/inputOrder/detail/:id' }, '/inputOrder/detail/42')?.params).toEqual({
      id: '42',
    });
    expect(matchPath({ path: '/inputOrder/detail/:id' }, '/inputOrder/detail')).toBeNull();
    expect(matchPath({ path: '/goodsDetails/:id?' }, '/goodsDetails/7')?.params).toEqual({ id: '7' });
    expect(matchPath({ path: '/goodsDetails/:id?' }, '/goodsDetails')?.params).toEqual({ id: undefined });
    expect(matchPath({ path: '/a/:x/b/:y' }, '/a/1/b/2')?.params).toEqual({ x: '1', y: '2' });
  });

  it('takes a splat, and a leading part when the pattern does not end the path', () => {
    expect(matchPath({ path: '*' }, '/anything/at/all')?.params).toEqual({ '*': 'anything/at/all' });
    expect(matchPath({ path: '/files/*' }, '/files/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath({ path: '/system', end: false }, '/system/user')?.pathname).toBe('/system');
    expect(matchPath({ path: '/system', end: false }, '/systems')).toBeNull();
  });

  it('treats characters of regular expressions in a path as themselves', () => {
    expect(matchPath({ path: '/a.b' }, '/a.b')).not.toBeNull();
    expect(matchPath({ path: '/a.b' }, '/axb')).toBeNull();
  });

  it('takes a static segment marked optional as present or absent', () => {
    expect(matchPath({ path: '/user/edit?' }, '/user/edit')).not.toBeNull();
    expect(matchPath({ path: '/user/edit?' }, '/user')).not.toBeNull();
    expect(matchPath({ path: '/user/edit?' }, '/user/edi')).toBeNull();
  });
});

describe('explodeOptionalSegments', () => {
  it('gives every pattern an optional segment stands for', () => {
    expect(explodeOptionalSegments('/goodsDetails/:id?')).toEqual(['/goodsDetails/:id', '/goodsDetails']);
    expect(explodeOptionalSegments('/:a?')).toEqual(['/:a', '/']);
    expect(explodeOptionalSegments('/x/:a?/:b?')).toEqual(['/x/:a/:b', '/x/:a', '/x/:b', '/x']);
  });
});

describe('decodePath', () => {
  it('decodes each segment and keeps an encoded slash from splitting one', () => {
    expect(decodePath('/store/%E5%BA%97/a%2Fb')).toBe('/store/店/a%2Fb');
    expect(decodePath('/bad/%E0%A4%A')).toBe('/bad/%E0%A4%A');
  });
});

describe('matchRoutes', () => {
  const routes = [
    { path: '/', name: 'home' },
    { path: '/order/:id', name: 'order' },
    { path: '/order/new', name: 'new order' },
    { path: '/goodsDetails/:id?', name: 'goods' },
    { path: '*', name: 'not found' },
  ];
  const at = (pathname: string) => matchRoutes(routes, pathname);

  it('prefers the most specific route to the first one listed', () => {
    expect(at('/order/new')?.route.name).toBe('new order');
    expect(at('/order/5')).toMatchObject({ route: { name: 'order' }, params: { id: '5' } });
    expect(at('/')?.route.name).toBe('home');
    expect(at('/nowhere')?.route.name).toBe('not found');
  });

  it('matches a route with an optional param with and without it', () => {
    expect(at('/goodsDetails')?.route.name).toBe('goods');
    expect(at('/goodsDetails/3')?.params).toEqual({ id: '3' });
  });

  it('hands params over decoded', () => {
    expect(at('/order/%E5%BA%97')?.params).toEqual({ id: '店' });
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });
});
