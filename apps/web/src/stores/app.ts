import { create } from 'zustand';
import { readCookie, writeCookie } from '../lib/cookies';
import { MOBILE_MEDIA } from './breakpoint';

/** The sidebar's open state is kept as 1 or 0 in this cookie (docs/product-rules.md, "Numbers"). */
export const SIDEBAR_COOKIE = 'sidebarStatus';

export type Device = 'desktop' | 'mobile';

interface AppState {
  /** Desktop sidebar expanded; remembered in the cookie. */
  sidebarOpened: boolean;
  /** Mobile drawer shown; never remembered (mobile starts collapsed: docs/web-shell.md, "Layout"). */
  drawerOpened: boolean;
  device: Device;
  toggleSidebar: () => void;
  closeDrawer: () => void;
  setDevice: (device: Device) => void;
}

const mobileQuery = () => (typeof window === 'undefined' ? null : window.matchMedia(MOBILE_MEDIA));

// No cookie yet means a first visit: the sidebar starts open.
const initiallyOpened = () => (typeof document === 'undefined' ? true : readCookie(SIDEBAR_COOKIE) !== '0');

/**
 * Sidebar and device (docs/web-shell.md, "Stores"). The hamburger toggles the sidebar on desktop
 * and the drawer on mobile; only the desktop choice is saved, so a phone visit never collapses the
 * user's desktop sidebar.
 */
export const useAppStore = create<AppState>()((set, get) => ({
  sidebarOpened: initiallyOpened(),
  drawerOpened: false,
  // Known before the first paint, so a phone never flashes the desktop sidebar.
  device: mobileQuery()?.matches ? 'mobile' : 'desktop',
  toggleSidebar: () => {
    if (get().device === 'mobile') return set((s) => ({ drawerOpened: !s.drawerOpened }));
    const sidebarOpened = !get().sidebarOpened;
    writeCookie(SIDEBAR_COOKIE, sidebarOpened ? '1' : '0');
    set({ sidebarOpened });
  },
  closeDrawer: () => set({ drawerOpened: false }),
  setDevice: (device) => set({ device, drawerOpened: false }),
}));

/** Follows the window across the mobile breakpoint; returns the unsubscribe (an effect's cleanup). */
export function watchDevice(): () => void {
  const query = mobileQuery();
  if (!query) return () => {};
  const update = () => {
    const device: Device = query.matches ? 'mobile' : 'desktop';
    if (useAppStore.getState().device !== device) useAppStore.getState().setDevice(device);
  };
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}
