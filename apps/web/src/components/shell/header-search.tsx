import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemand } from '../../lib/use-on-demand';

// The search box (antd's Select and the fuzzy search) downloads when first opened.
const loadBox = () => import('./header-search-box').then((m) => m.HeaderSearchBox);

/** The search icon of the top bar; it opens a box that finds menu entries by title as one types. */
export function HeaderSearch({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { Component: Box, loading, load, prefetch } = useOnDemand(loadBox);
  const openBox = async () => {
    if (Box || (await load())) setOpen(true);
  };

  if (open && Box) return <Box compact={compact} onClose={() => setOpen(false)} />;
  return (
    <Button
      type="text"
      icon={<SearchOutlined />}
      loading={loading}
      onPointerEnter={prefetch}
      onClick={() => void openBox()}
      aria-label={t('search.open')}
      title={t('search.open')}
      data-testid="header-search"
    />
  );
}
