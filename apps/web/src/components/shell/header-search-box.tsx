import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMenuSearch } from './use-menu-search';

type Props = { compact: boolean; onClose: () => void };

/** The open header search: finds menu entries by title as one types; choosing one goes there. */
export function HeaderSearchBox({ compact, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useMenuSearch();
  const [query, setQuery] = useState('');
  const options = search(query).map((item) => ({
    value: item.path,
    label: <span data-testid="header-search-option">{item.titles.join(' > ')}</span>,
  }));
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
        onClose();
        if (path) navigate(path);
      }}
      onBlur={onClose}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      popupMatchSelectWidth={compact ? 260 : 320}
      style={{ width: compact ? 150 : 220 }}
      data-testid="header-search-select"
    />
  );
}
