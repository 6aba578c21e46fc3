import { UndoOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Drawer, Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../lib/i18n';
import { DEFAULT_THEME, useSettings } from '../../stores/settings';
import { SettingsRow as Row } from './settings-row';

/** Colours offered beside the free picker: the default, the shell's accent, and common brand hues. */
const PRESET_COLOURS = [
  DEFAULT_THEME,
  '#13a8a8',
  '#40e0d0',
  '#722ed1',
  '#eb2f96',
  '#fa541c',
  '#52c41a',
  '#304156',
];

type Toggle = 'darkTheme' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch';

/**
 * The settings panel (docs/web-shell.md, "Layout"); every choice is saved at once and kept across
 * visits.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const chinese = useLanguageStore((s) => s.language.startsWith('zh'));
  const toggle = (key: Toggle, testId: string) => (
    <Switch checked={settings[key]} onChange={(on) => settings.set({ [key]: on })} data-testid={testId} />
  );
  return (
    <Drawer
      title={t('settings.title')}
      open={settings.showSettings}
      onClose={() => settings.set({ showSettings: false })}
      size={300}
      footer={
        <Popconfirm title={t('settings.resetConfirm')} onConfirm={settings.reset} placement="topLeft">
          <Button icon={<UndoOutlined />} block data-testid="settings-reset">
            {t('settings.reset')}
          </Button>
        </Popconfirm>
      }
    >
      <div data-testid="settings-panel">
        <Row label={t('settings.theme')}>
          <ColorPicker
            value={settings.theme}
            disabledAlpha
            presets={[{ label: t('settings.presets'), colors: PRESET_COLOURS }]}
            onChangeComplete={(colour) => settings.set({ theme: colour.toHexString() })}
            data-testid="setting-theme-colour"
          />
        </Row>
        <Row label={t('settings.darkTheme')}>{toggle('darkTheme', 'setting-dark-theme')}</Row>
        <Row label={t('settings.tagsView')}>{toggle('tagsView', 'setting-tags-view')}</Row>
        <Row label={t('settings.fixedHeader')}>{toggle('fixedHeader', 'setting-fixed-header')}</Row>
        <Row label={t('settings.sidebarLogo')}>{toggle('sidebarLogo', 'setting-sidebar-logo')}</Row>
        {/* Pinyin only means something for Chinese titles. */}
        {chinese ? (
          <Row label={t('settings.pinyinSearch')}>{toggle('supportPinyinSearch', 'setting-pinyin')}</Row>
        ) : null}
      </div>
    </Drawer>
  );
}
