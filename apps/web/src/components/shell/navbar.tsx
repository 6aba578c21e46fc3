import { Flex } from 'antd';
import { useAppStore } from '../../stores/app';
import { LanguageSwitch } from '../language-switch';
import { Breadcrumbs } from './breadcrumbs';
import { ErrorLogButton } from './error-log-button';
import { FullscreenToggle } from './fullscreen-toggle';
import { Hamburger } from './hamburger';
import { HeaderSearch } from './header-search';
import { SettingsButton } from './settings-button';
import { SizeSwitch } from './size-switch';
import { StatusIndicators } from './status-indicators';
import { UserDropdown } from './user-dropdown';

/** The top bar (docs/web-shell.md, "Layout"): hamburger and breadcrumbs left, tools and the user right. */
export function Navbar() {
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      style={{ height: 50, paddingInline: 8 }}
      data-testid="navbar"
    >
      <Flex align="center" gap={8} style={{ minWidth: 0, overflow: 'hidden' }}>
        <Hamburger />
        <Breadcrumbs compact={mobile} />
      </Flex>
      <Flex align="center" gap={2} style={{ flex: 'none' }}>
        <HeaderSearch compact={mobile} />
        <ErrorLogButton />
        <StatusIndicators />
        {mobile ? null : <FullscreenToggle />}
        <SizeSwitch />
        <LanguageSwitch compact />
        <SettingsButton />
        <UserDropdown compact={mobile} />
      </Flex>
    </Flex>
  );
}
