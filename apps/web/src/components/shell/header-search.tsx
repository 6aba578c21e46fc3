import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMenuSearch } from './use-menu-search';

/** The search icon of the top bar; it opens a box that finds menu entries by title as one types. */
export function HeaderSearch({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useMenuSearch();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const options = search(query).map((item) => ({
    value: item.path,
    label: <span data-testid="header-search-option">{item.titles.join(' > ')}</span>,
  }));

  if (!open)
    return (
      <Button
        type="text"
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('search.open')}
        title={t('search.open')}
        data-testid="header-search"
      />
    );
  return (
    <Select<string | null>
      autoFocus
      defaultOpen
      value={null}
      prefix={<SearchOutlined />}
      placeholder={t('search.placeholder')}
      showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
      options={options}
      notFoundContent={query.trim() ? t('search.noResults') : null}
      suffixIcon={null}
      onSelect={(path) => {
        close();
        if (path) navigate(path);
      }}
      onBlur={close}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
      popupMatchSelectWidth={compact ? 260 : 320}
      style={{ width: compact ? 150 : 220 }}
      data-testid="header-search-select"
    />
  );
}
