import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router';
import { useMenuSearch } from './use-menu-search';

type Props = {
  compact: boolean;
  /** The keys that open the search ("Ctrl K"), hinted in the placeholder where there is room. */
  shortcut: string;
  /** `escaped`: closed with Escape, so the focus goes back to where it was. */
  onClose: (escaped: boolean) => void;
};

/** The open header search: finds menu entries by title as one types; choosing one goes there. */
export function HeaderSearchBox({ compact, shortcut, onClose }: Props) {
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
      placeholder={compact ? t('search.placeholder') : t('search.withShortcut', { keys: shortcut })}
      showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
      options={options}
      notFoundContent={query.trim() ? t('search.noResults') : null}
      suffixIcon={null}
      onSelect={(path) => {
        onClose(false);
        if (path) navigate(path);
      }}
      onBlur={() => onClose(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose(true);
      }}
      popupMatchSelectWidth={compact ? 260 : 320}
      style={{ width: compact ? 150 : 240 }}
      data-testid="header-search-select"
    />
  );
}
