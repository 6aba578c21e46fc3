import type { DropdownProps } from 'antd';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement, useEffect, useState } from 'react';
import { showError } from '../../lib/feedback';
import { t } from '../../lib/i18n';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { useAppStore } from '../../stores/app';

/** The shell's menus (menus.ts): antd's Menu and Dropdown, the menus' icons. */
const menus = lazyModule(() => import('./menus'));

/** Downloads the shell's menus once, again after a failure; resolves when they are in. */
export const loadMenus = menus.load;

/**
 * The shell's menus once their code is in, else null; renders again as they come, as a transition.
 * On a phone they come after its first screen, and drawing them (antd's Dropdown in the top bar's
 * buttons, the tabs' menus) was one task of 30-60 ms on a desktop's CPU, four times that on a
 * phone's.
 */
export function useMenus() {
  return useLazyModule(menus);
}

/**
 * On a phone, the menus download once the browser is idle after the shell's first render (two
 * seconds at most), or as soon as the user touches anything; a desktop has them already.
 */
export function useMenusSoon(): void {
  const mobile = useAppStore((s) => s.device === 'mobile');
  useEffect(() => {
    if (menus.current() || !mobile) return;
    const load = () => void loadMenus().catch(() => undefined); // asked again where needed
    const cancel = menus.loadWhenIdle();
    window.addEventListener('pointerdown', load, { capture: true, once: true });
    window.addEventListener('keydown', load, { capture: true, once: true });
    return () => {
      cancel();
      window.removeEventListener('pointerdown', load, { capture: true });
      window.removeEventListener('keydown', load, { capture: true });
    };
  }, [mobile]);
}

type TriggerProps = {
  onClick?: (e: MouseEvent) => void;
  onContextMenu?: (e: MouseEvent) => void;
};

/**
 * antd's Dropdown, drawn once the shell's menus are in (until then its trigger alone, looking the
 * same). A click on the trigger before then (a right-click for a context menu) is not lost: it
 * downloads the menus and opens this one as they come.
 */
export function LazyDropdown(props: DropdownProps & { children: ReactElement<TriggerProps> }) {
  const loaded = useMenus();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  if (loaded) {
    const { Dropdown } = loaded;
    if (!openWhenLoaded) return <Dropdown {...props} />;
    // Open as asked; the first closing hands the menu back to antd.
    return (
      <Dropdown
        {...props}
        open
        onOpenChange={(open, info) => {
          if (!open) setOpenWhenLoaded(false);
          props.onOpenChange?.(open, info);
        }}
      />
    );
  }
  const { children, trigger = ['hover'] } = props;
  if (!isValidElement(children)) return children;
  const ask = (e: MouseEvent) => {
    if (trigger.includes('contextMenu')) e.preventDefault();
    setOpenWhenLoaded(true);
    void loadMenus().catch(() => {
      setOpenWhenLoaded(false);
      showError(t('errors.addressNotFound'));
    });
  };
  const own = children.props;
  return cloneElement(children, {
    onClick: (e: MouseEvent) => {
      own.onClick?.(e);
      if (!trigger.includes('contextMenu')) ask(e);
    },
    onContextMenu: (e: MouseEvent) => {
      own.onContextMenu?.(e);
      if (trigger.includes('contextMenu')) ask(e);
    },
  });
}
