/** A screen or section of the console as seeded; `perm` links the resource's button permissions to it. */
export interface MenuSeed {
  name: string;
  title: string;
  path: string;
  component: string;
  icon?: string;
  redirect?: string;
  hidden?: boolean;
  perm?: string;
  children?: MenuSeed[];
}

const screen = (name: string, title: string, path: string, component: string, perm?: string): MenuSeed => ({
  name,
  title,
  path,
  component,
  perm,
});

/**
 * Every screen the spec names (§2), grouped into sections. Paths the spec fixes through the
 * alarm shortcuts: /device, /hospitalmanager/beacon/gateways, /hospitalmanager/beacon/beacons,
 * /hospitalmanager/fence/fence.
 */
export const MENU_SEED: MenuSeed[] = [
  {
    ...screen('Device', 'deviceManage', '/device', 'Layout'),
    icon: 'MobileOutlined',
    redirect: '/device/list',
    children: [
      screen('DeviceList', 'device', 'list', 'device/DeviceList', 'business:device'),
      screen('DeviceType', 'deviceType', 'type', 'device/DeviceType', 'business:device-type'),
      screen('DeviceState', 'deviceState', 'state', 'device/DeviceState', 'business:device'),
      screen('StockDetail', 'stockDetail', 'stock', 'device/StockDetail', 'business:device'),
      screen('Printer', 'printer', 'printer', 'device/Printer', 'business:print-job'),
      screen('InputOrder', 'inputOrder', 'input-order', 'device/InputOrder', 'business:input-order'),
      screen('OutputOrder', 'outputOrder', 'output-order', 'device/OutputOrder', 'business:output-order'),
      screen('Shipper', 'shipper', 'shipper', 'device/Shipper', 'business:shipper'),
      screen('Feedback', 'feedback', 'feedback', 'device/Feedback', 'business:feedback'),
    ],
  },
  {
    ...screen('Store', 'storeManage', '/store', 'Layout'),
    icon: 'ShopOutlined',
    redirect: '/store/list',
    children: [
      screen('StoreList', 'store', 'list', 'store/StoreList', 'business:store'),
      screen('Consumer', 'consumer', 'consumer', 'store/Consumer', 'business:consumer'),
      screen('TestRecord', 'testRecord', 'test-record', 'store/TestRecord', 'business:test-record'),
    ],
  },
  {
    ...screen('Skin', 'skinManage', '/skin', 'Layout'),
    icon: 'ExperimentOutlined',
    redirect: '/skin/goods',
    children: [
      screen('Goods', 'goods', 'goods', 'skin/Goods', 'business:goods'),
      screen('GoodsUpload', 'goodsUpload', 'goods-upload', 'skin/GoodsUpload', 'business:goods'),
      screen('ImageType', 'imageType', 'image-type', 'skin/ImageType', 'business:image-type'),
      screen('DiseaseLevel', 'diseaseLevel', 'disease-level', 'skin/DiseaseLevel', 'business:disease-level'),
      screen('AiDisease', 'aiDisease', 'ai-disease', 'skin/AiDisease', 'business:disease'),
      screen(
        'CustomDisease',
        'customDisease',
        'custom-disease',
        'skin/CustomDisease',
        'business:custom-disease',
      ),
      screen('SkinPlan', 'skinPlan', 'skin-plan', 'skin/SkinPlan', 'business:skin-plan'),
      screen('Question', 'question', 'question', 'skin/Question', 'business:question'),
    ],
  },
  {
    ...screen('App', 'appManage', '/app', 'Layout'),
    icon: 'AppstoreOutlined',
    redirect: '/app/index',
    children: [
      screen('IosIndex', 'iosIndex', 'index', 'app/IosIndex', 'business:ios-index'),
      screen('IosDiscovery', 'iosDiscovery', 'discovery', 'app/IosDiscovery', 'business:ios-discovery'),
      screen('Setting', 'setting', 'setting', 'app/Setting', 'business:setting'),
    ],
  },
  {
    ...screen('Hospital', 'hospitalManage', '/hospitalmanager', 'Layout'),
    icon: 'MedicineBoxOutlined',
    redirect: '/hospitalmanager/map',
    children: [
      screen('LiveMap', 'liveMap', 'map', 'hospital/LiveMap', 'tracking:map'),
      {
        ...screen('Beacon', 'beaconManage', 'beacon', 'ParentView'),
        redirect: '/hospitalmanager/beacon/gateways',
        children: [
          screen('Gateways', 'gateway', 'gateways', 'hospital/Gateways', 'tracking:gateway'),
          screen('Beacons', 'beacon', 'beacons', 'hospital/Beacons', 'tracking:beacon'),
        ],
      },
      {
        ...screen('FenceSection', 'fenceManage', 'fence', 'ParentView'),
        redirect: '/hospitalmanager/fence/fence',
        children: [screen('Fence', 'fence', 'fence', 'hospital/Fence', 'tracking:fence')],
      },
      screen('Brand', 'brand', 'brand', 'hospital/Brand', 'tracking:brand'),
      screen('Equipment', 'equipment', 'equipment', 'hospital/Equipment', 'tracking:equipment'),
      screen('Alarm', 'alarm', 'alarm', 'hospital/Alarm', 'tracking:alarm'),
    ],
  },
  {
    ...screen('System', 'systemManage', '/system', 'Layout'),
    icon: 'SettingOutlined',
    redirect: '/system/user',
    children: [
      screen('User', 'user', 'user', 'system/User', 'system:user'),
      screen('Role', 'role', 'role', 'system/Role', 'system:role'),
      screen('Menu', 'menu', 'menu', 'system/Menu', 'system:menu'),
      screen('Resource', 'resource', 'resource', 'system/Resource', 'system:resource'),
      screen('Button', 'button', 'button', 'system/Button', 'system:button'),
      screen('Dict', 'dict', 'dict', 'system/Dict', 'system:dict'),
      screen('Agent', 'agent', 'agent', 'system/Agent', 'system:agent-manage'),
      screen('Feature', 'feature', 'feature', 'system/Feature', 'system:feature'),
      screen('Audit', 'audit', 'audit', 'system/Audit', 'system:audit'),
    ],
  },
  {
    ...screen('Profile', 'profile', '/profile', 'Layout'),
    hidden: true,
    children: [
      screen('ChangePassword', 'changePassword', 'password', 'profile/ChangePassword'),
      screen('PersonalInfo', 'personalInfo', 'info', 'profile/PersonalInfo'),
    ],
  },
];
