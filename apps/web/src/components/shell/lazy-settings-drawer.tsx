import { useEffect } from 'react';
import { useOnDemand } from '../../lib/use-on-demand';
import { useSettings } from '../../stores/settings';

// The panel's code (antd's ColorPicker above all) downloads when the panel is first opened.
const loadDrawer = () => import('./settings-drawer').then((m) => m.SettingsDrawer);

/** The settings panel (settings-drawer.tsx), loaded on its first opening. */
export function LazySettingsDrawer() {
  const open = useSettings((s) => s.showSettings);
  const set = useSettings((s) => s.set);
  const { Component: Drawer, load } = useOnDemand(loadDrawer);
  useEffect(() => {
    // A failed download closes the request again, so the settings button can retry.
    if (open && !Drawer) void load().then((loaded) => loaded || set({ showSettings: false }));
  }, [open, Drawer, load, set]);
  return Drawer ? <Drawer /> : null;
}
