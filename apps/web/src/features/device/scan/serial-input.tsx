import { ScanOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { onScan: (serial: string) => void };

/**
 * The serial field on its own: a keystroke re-renders only this input, never the results list
 * beside it, so a scanner's 8 ms per character never waits for the page. Enter (or the button)
 * hands the serial over and empties the field at once for the next scan.
 */
export const SerialInput = memo(function SerialInput({ onScan }: Props) {
  const { t } = useTranslation('device');
  const [serial, setSerial] = useState('');
  const submit = () => {
    const value = serial.trim();
    setSerial('');
    if (value) onScan(value);
  };
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
      <Input
        size="large"
        autoFocus
        autoComplete="off"
        value={serial}
        onChange={(e) => setSerial(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          submit();
        }}
        aria-label={t('scan.serial')}
        data-testid="scan-serial"
      />
      <Button type="primary" size="large" icon={<ScanOutlined />} onClick={submit} data-testid="scan-submit">
        {t('scan.submit')}
      </Button>
    </Space.Compact>
  );
});
