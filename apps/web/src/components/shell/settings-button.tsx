import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores/settings';

/** Opens the settings panel (hidden by default: docs/web-shell.md, "Layout"). */
export function SettingsButton() {
  const { t } = useTranslation();
  const set = useSettings((s) => s.set);
  return (
    <Button
      type="text"
      icon={<SettingOutlined />}
      onClick={() => set({ showSettings: true })}
      aria-label={t('settings.title')}
      title={t('settings.title')}
      data-testid="settings-open"
    />
  );
}
