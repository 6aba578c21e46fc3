import type { ComponentType, ReactNode } from 'react';
import * as ICON_SET from './menu-icon-set';

const ICONS: Record<string, ComponentType> = ICON_SET;

/** The icon names a menu may use. */
export const MENU_ICON_NAMES = Object.keys(ICONS);

/**
 * A menu entry's icon, or undefined for none. Top-level entries always get one (`fallback`),
 * since a collapsed sidebar shows nothing else; an unknown name gets the default icon.
 */
export function menuIcon(name: string | undefined, fallback = false): ReactNode {
  const Icon = (name && ICONS[name]) || (fallback || name ? ICON_SET.AppstoreOutlined : null);
  return Icon ? <Icon /> : undefined;
}
