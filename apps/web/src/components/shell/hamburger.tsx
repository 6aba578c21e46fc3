import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../stores/app';

/** Opens and closes the sidebar (the drawer on mobile). */
export function Hamburger() {
  const { t } = useTranslation();
  const open = useAppStore((s) => (s.device === 'mobile' ? s.drawerOpened : s.sidebarOpened));
  const toggle = useAppStore((s) => s.toggleSidebar);
  return (
    <Button
      type="text"
      icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={toggle}
      aria-label={t('nav.toggleSidebar')}
      aria-expanded={open}
      data-testid="hamburger"
    />
  );
}
