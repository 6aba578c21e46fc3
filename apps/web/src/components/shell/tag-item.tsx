import { CloseOutlined } from '@ant-design/icons';
import { type MenuProps, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../lib/route-title';
import { Link } from '../../lib/router';
import type { TagView } from '../../stores/tags-view';
import { LazyDropdown } from './lazy-menus';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

type Props = { view: TagView; active: boolean; onAction: (action: TagAction, view: TagView) => void };

/** One tab: a link to its screen, a close cross (not on pinned tabs) and a right-click menu. */
export function TagItem({ view, active, onAction }: Props) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { token } = theme.useToken();
  const item = (key: TagAction, disabled = false) => ({
    key,
    disabled,
    label: <span data-testid={`tag-menu-${key}`}>{t(`tagsView.${key}`)}</span>,
  });
  const menu: MenuProps = {
    items: [
      item('refresh'),
      item('close', view.affix),
      item('closeOthers'),
      item('closeLeft'),
      item('closeRight'),
      item('closeAll'),
    ],
    onClick: ({ key }) => onAction(key as TagAction, view),
  };
  return (
    <LazyDropdown menu={menu} trigger={['contextMenu']}>
      <Link
        to={view.fullPath}
        data-testid="tag"
        data-path={view.path}
        data-active={active}
        // Middle click closes, as in a browser's own tabs.
        onAuxClick={(e) => {
          if (e.button !== 1) return;
          e.preventDefault();
          if (!view.affix) onAction('close', view);
        }}
        onMouseDown={(e) => {
          if (e.button === 1) e.preventDefault(); // no auto-scroll cursor
        }}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          height: 26,
          paddingInline: 8,
          marginInlineEnd: 4,
          fontSize: 12,
          whiteSpace: 'nowrap',
          border: `1px solid ${active ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadiusSM,
          background: active ? token.colorPrimary : token.colorBgContainer,
          color: active ? token.colorTextLightSolid : token.colorText,
        }}
      >
        {title(view.title)}
        {view.affix ? null : (
          <CloseOutlined
            aria-label={t('tagsView.close')}
            data-testid="tag-close"
            style={{ fontSize: 10 }}
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              onAction('close', view);
            }}
          />
        )}
      </Link>
    </LazyDropdown>
  );
}
