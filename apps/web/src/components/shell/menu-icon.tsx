import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HomeOutlined,
  KeyOutlined,
  MedicineBoxOutlined,
  MenuOutlined,
  MobileOutlined,
  PrinterOutlined,
  ProfileOutlined,
  QrcodeOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';

// A fixed set, named as antd names them (the menu form stores these names): importing the
// whole icon library would add megabytes for icons nobody picks.
const ICONS: Record<string, ComponentType> = {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HomeOutlined,
  KeyOutlined,
  MedicineBoxOutlined,
  MenuOutlined,
  MobileOutlined,
  PrinterOutlined,
  ProfileOutlined,
  QrcodeOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WifiOutlined,
};

/** The icon names a menu may use. */
export const MENU_ICON_NAMES = Object.keys(ICONS);

/**
 * A menu entry's icon, or undefined for none. Top-level entries always get one (`fallback`),
 * since a collapsed sidebar shows nothing else; an unknown name gets the default icon.
 */
export function menuIcon(name: string | undefined, fallback = false): ReactNode {
  const Icon = (name && ICONS[name]) || (fallback || name ? AppstoreOutlined : null);
  return Icon ? <Icon /> : undefined;
}
