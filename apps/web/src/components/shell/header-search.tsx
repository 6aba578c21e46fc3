import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemand } from '../../lib/use-on-demand';
import { searchShortcutAria, searchShortcutLabel, useSearchShortcut } from './use-search-shortcut';

// The search box (antd's Select and the fuzzy search) downloads when first opened.
const loadBox = () => import('./header-search-box').then((m) => m.HeaderSearchBox);

/**
 * The search icon of the top bar; it (or Ctrl+K / ⌘+K) opens a box that finds menu entries by
 * title as one types. Escape closes it and gives the focus back to where it was.
 */
export function HeaderSearch({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { Component: Box, loading, load, prefetch } = useOnDemand(loadBox);
  const button = useRef<HTMLButtonElement>(null);
  // Where the focus was before the box opened, and whether closing should send it back there.
  const before = useRef<Element | null>(null);
  const giveBack = useRef(false);
  const openBox = async () => {
    if (open) return; // open means focused: the box closes when it loses the focus
    before.current = document.activeElement;
    if (Box || (await load())) setOpen(true);
  };
  useSearchShortcut(() => void openBox());
  useEffect(() => {
    if (open || !giveBack.current) return;
    giveBack.current = false;
    const back = before.current;
    if (back instanceof HTMLElement && back !== document.body && back.isConnected) back.focus();
    else button.current?.focus();
  }, [open]);

  const keys = searchShortcutLabel();
  if (open && Box)
    return (
      <Box
        compact={compact}
        shortcut={keys}
        onClose={(escaped) => {
          giveBack.current = escaped;
          setOpen(false);
        }}
      />
    );
  return (
    <Button
      ref={button}
      type="text"
      icon={<SearchOutlined />}
      loading={loading}
      onPointerEnter={prefetch}
      onClick={() => void openBox()}
      aria-label={t('search.open')}
      aria-keyshortcuts={searchShortcutAria()}
      title={t('search.withShortcut', { keys })}
      data-testid="header-search"
    />
  );
}
