import { type MenuEntry, type MenuSection, resources } from '@skin/contract';

/** A screen or section of the console as seeded. */
export interface MenuSeed {
  name: string;
  title: string;
  path: string;
  component: string;
  icon?: string;
  redirect?: string;
  hidden?: boolean;
  children?: MenuSeed[];
}

const screen = (name: string, title: string, path: string, component: string): MenuSeed => ({
  name,
  title,
  path,
  component,
});
const fromEntry = (m: MenuEntry): MenuSeed => screen(m.name, m.title, m.path, m.component);

/**
 * Screens whose resources later parts of the product declare: only the top administrator sees
 * them until then, as "not available yet" (docs/roles.md, the administrator's row).
 */
const PLANNED: Record<MenuSection, MenuSeed[]> = {
  Device: [],
  Store: [],
  Skin: [],
  App: [],
  Hospital: [
    screen('LiveMap', 'liveMap', 'map', 'hospital/LiveMap'),
    {
      ...screen('Beacon', 'beaconManage', 'beacon', 'ParentView'),
      redirect: '/hospitalmanager/beacon/gateways',
      children: [
        screen('Gateways', 'gateway', 'gateways', 'hospital/Gateways'),
        screen('Beacons', 'beacon', 'beacons', 'hospital/Beacons'),
      ],
    },
    {
      ...screen('FenceSection', 'fenceManage', 'fence', 'ParentView'),
      redirect: '/hospitalmanager/fence/fence',
      children: [screen('Fence', 'fence', 'fence', 'hospital/Fence')],
    },
    screen('Brand', 'brand', 'brand', 'hospital/Brand'),
    screen('Equipment', 'equipment', 'equipment', 'hospital/Equipment'),
    screen('Alarm', 'alarm', 'alarm', 'hospital/Alarm'),
  ],
  System: [],
};

/** The console's sections (first-level menus), in order. */
const SECTIONS: (MenuSeed & { section: MenuSection; first: string })[] = [
  {
    ...screen('Device', 'deviceManage', '/device', 'Layout'),
    section: 'Device',
    first: 'list',
    icon: 'MobileOutlined',
  },
  {
    ...screen('Store', 'storeManage', '/store', 'Layout'),
    section: 'Store',
    first: 'list',
    icon: 'ShopOutlined',
  },
  {
    ...screen('Skin', 'skinManage', '/skin', 'Layout'),
    section: 'Skin',
    first: 'goods',
    icon: 'ExperimentOutlined',
  },
  {
    ...screen('App', 'appManage', '/app', 'Layout'),
    section: 'App',
    first: 'index',
    icon: 'AppstoreOutlined',
  },
  {
    ...screen('Hospital', 'hospitalManage', '/hospitalmanager', 'Layout'),
    section: 'Hospital',
    first: 'map',
    icon: 'MedicineBoxOutlined',
  },
  {
    ...screen('System', 'systemManage', '/system', 'Layout'),
    section: 'System',
    first: 'user',
    icon: 'SettingOutlined',
  },
];

/** Every signed-in user's own screens. */
export const PROFILE_SCREENS: MenuSeed[] = [
  screen('ChangePassword', 'changePassword', 'password', 'profile/ChangePassword'),
  screen('PersonalInfo', 'personalInfo', 'info', 'profile/PersonalInfo'),
];

/**
 * The menu tree: each section holds the screens its resources declare (in registry order) and
 * the planned ones. Paths the tracking alarms link to (docs/product-rules.md, "Screen paths"):
 * /device, /hospitalmanager/beacon/gateways, /hospitalmanager/beacon/beacons,
 * /hospitalmanager/fence/fence.
 */
export const MENU_SEED: MenuSeed[] = [
  ...SECTIONS.map(({ section, first, ...s }) => ({
    ...s,
    redirect: `${s.path}/${first}`,
    children: [
      ...resources.flatMap((def) => (def.menus ?? []).filter((m) => m.section === section).map(fromEntry)),
      ...PLANNED[section],
    ],
  })),
  { ...screen('Profile', 'profile', '/profile', 'Layout'), hidden: true, children: PROFILE_SCREENS },
];

/** The screen a permission's button sits on in the role editor: its resource's first screen. */
export const menuOfPermission = new Map(
  resources.flatMap((def) => {
    const menu = def.menus?.[0]?.name;
    return menu ? [[def.permission, menu] as const] : [];
  }),
);
