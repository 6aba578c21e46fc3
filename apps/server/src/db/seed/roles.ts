import { MARKER_PERMISSIONS } from '@skin/contract';

/** A seeded role: its place in the tree, the screens it opens and the permissions it holds. */
export interface RoleSeed {
  code: string;
  name: string;
  parent: string | null;
  dataScope: 1 | 2;
  menus: string[];
  /** Permission strings, or prefixes ending in `:*` for every action of a resource. */
  perms: string[];
}

const PROFILE = ['ChangePassword', 'PersonalInfo'];
const read = (...prefixes: string[]) => prefixes.map((p) => `${p}:query`);

/** The role tree: platform staff -> agents -> merchants -> store managers; agents also employ salespeople. */
export const ROLE_SEED: RoleSeed[] = [
  { code: 'ADMIN', name: 'Platform administrator', parent: null, dataScope: 1, menus: [], perms: [] },
  {
    code: 'OPERATOR',
    name: 'Platform operator',
    parent: 'ADMIN',
    dataScope: 1,
    menus: [
      'DeviceList',
      'DeviceType',
      'DeviceState',
      'StockDetail',
      'Printer',
      'InputOrder',
      'OutputOrder',
      'Shipper',
      'Feedback',
      'StoreList',
      'Consumer',
      'TestRecord',
      'User',
      'Agent',
      'Dict',
      'Audit',
      ...PROFILE,
    ],
    perms: [
      'system:user:query',
      'system:agent-manage:*',
      'system:dict:query',
      'system:audit:query',
      'business:device-type:*',
      'business:device:*',
      'business:print-job:*',
      'business:input-order:*',
      'business:output-order:*',
      'business:shipper:*',
      'business:store:*',
      'business:feedback:*',
    ],
  },
  {
    code: 'AGENT',
    name: 'Agent',
    parent: 'ADMIN',
    dataScope: 2,
    menus: [
      'DeviceList',
      'DeviceState',
      'StockDetail',
      'Feedback',
      'StoreList',
      'Consumer',
      'TestRecord',
      'Goods',
      'GoodsUpload',
      'CustomDisease',
      'SkinPlan',
      'IosIndex',
      'User',
      'Audit',
      ...PROFILE,
    ],
    perms: [
      MARKER_PERMISSIONS.agent,
      'system:user:*',
      ...read('system:audit', 'business:device-type', 'business:output-order', 'business:feedback'),
      'business:device:query',
      'business:device:enable',
      'business:device:bind',
      'business:device:return',
      'business:store:*',
      'business:feedback:respond',
    ],
  },
  {
    code: 'MERCHANT',
    name: 'Merchant',
    parent: 'AGENT',
    dataScope: 2,
    menus: ['DeviceList', 'StoreList', 'Consumer', 'TestRecord', 'Feedback', 'User', ...PROFILE],
    perms: [
      'system:user:query',
      'system:user:add',
      'system:user:edit',
      'system:user:enable',
      ...read('business:device', 'business:store', 'business:feedback'),
      'business:device:bind',
      'business:store:add',
      'business:store:edit',
      'business:feedback:add',
    ],
  },
  {
    code: 'STORE_MANAGER',
    name: 'Store manager',
    parent: 'MERCHANT',
    dataScope: 2,
    menus: ['DeviceList', 'Consumer', 'TestRecord', 'Feedback', ...PROFILE],
    perms: [...read('business:device', 'business:store', 'business:feedback'), 'business:feedback:add'],
  },
  {
    code: 'SALESMAN',
    name: 'Salesperson',
    parent: 'AGENT',
    dataScope: 2,
    menus: ['DeviceList', 'OutputOrder', ...PROFILE],
    perms: read('business:device', 'business:output-order'),
  },
];
