import { APP_TITLE } from '../../lib/app-info';
import { PATHS } from '../../lib/paths';
import { Link } from '../../lib/router';
import { PlainText } from '../plain-text';

/** The product's mark and name at the top of the sidebar (the sidebar logo setting). */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to={PATHS.dashboard}
      data-testid="sidebar-logo"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 10,
        height: 50,
        paddingInline: collapsed ? 0 : 16,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <img src="/logo.svg" alt="" width={30} height={30} style={{ flex: 'none' }} />
      {collapsed ? null : (
        <PlainText strong style={{ fontSize: 15 }}>
          {APP_TITLE}
        </PlainText>
      )}
    </Link>
  );
}
