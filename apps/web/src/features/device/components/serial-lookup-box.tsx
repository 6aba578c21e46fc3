import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SerialLookupDrawer } from './serial-lookup-drawer';

/** "Find by serial number": one box that opens the device's whole story in a drawer. */
export function SerialLookupBox() {
  const { t } = useTranslation('device');
  const [serial, setSerial] = useState<string | null>(null);
  return (
    <div style={{ marginBottom: 16 }}>
      <Input.Search
        placeholder={t('lookup.placeholder')}
        aria-label={t('lookup.placeholder')}
        enterButton={t('lookup.find')}
        maxLength={64}
        allowClear
        style={{ maxWidth: 360 }}
        onSearch={(value) => {
          const trimmed = value.trim();
          if (trimmed) setSerial(trimmed);
        }}
        data-testid="serial-lookup-input"
      />
      {serial ? <SerialLookupDrawer serialNumber={serial} onClose={() => setSerial(null)} /> : null}
    </div>
  );
}
