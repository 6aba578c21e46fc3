import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsumerSearch } from '../api/search-consumers';

type Props = { value?: number; onChange?: (value?: number) => void };

/** Waits this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 300;

/** Picks a consumer by name or phone, searched on the server as the user types. */
export function ConsumerSearchSelect({ value, onChange }: Props) {
  const { t } = useTranslation('crud');
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const hits = useConsumerSearch(text);
  return (
    <Select
      value={value}
      onChange={(next?: number) => onChange?.(next)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={(hits.data ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` }))}
      loading={hits.isFetching}
      placeholder={t('placeholders.enter')}
      allowClear
      onClear={() => setTyped('')}
      style={{ minWidth: 200 }}
      data-testid="filter-consumerId"
    />
  );
}
