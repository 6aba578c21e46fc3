import { CheckOutlined, CloseOutlined, DownOutlined, PushpinOutlined } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../lib/route-title';
import { useNavigate } from '../../lib/router';
import type { TagView } from '../../stores/tags-view';
import { LazyDropdown } from './lazy-menus';
import type { TagAction } from './tag-item';

type Props = {
  views: TagView[];
  activePath: string;
  onAction: (action: TagAction, view: TagView) => void;
};

/** The button at the end of an overflowing tab strip that lists every open tab; choosing one goes there. */
export function AllTabsMenu({ views, activePath, onAction }: Props) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const items: MenuProps['items'] = views.map((view) => {
    const active = view.path === activePath;
    const name = title(view.title);
    return {
      key: view.path,
      label: (
        <span
          data-testid="all-tabs-item"
          data-path={view.path}
          data-active={active}
          aria-current={active ? 'page' : undefined}
          style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 160 }}
        >
          <span style={{ width: 14, flex: 'none' }}>{active ? <CheckOutlined /> : null}</span>
          <span style={{ flex: 1, fontWeight: active ? 600 : undefined }}>{name}</span>
          {view.affix ? (
            <PushpinOutlined title={t('tagsView.pinned')} aria-label={t('tagsView.pinned')} />
          ) : (
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined style={{ fontSize: 10 }} />}
              aria-label={t('tagsView.closeTab', { title: name })}
              title={t('tagsView.close')}
              data-testid="all-tabs-close"
              // Closes the tab only: the menu stays open and nothing is opened.
              onClick={(e) => {
                e.stopPropagation();
                onAction('close', view);
              }}
            />
          )}
        </span>
      ),
    };
  });
  const menu: MenuProps = {
    items,
    selectable: true,
    selectedKeys: [activePath],
    style: { maxHeight: '60vh', overflowY: 'auto' },
    onClick: ({ key }) => {
      const view = views.find((v) => v.path === key);
      if (view && view.path !== activePath) navigate(view.fullPath);
    },
  };
  return (
    <LazyDropdown menu={menu} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        size="small"
        icon={<DownOutlined />}
        aria-label={t('tagsView.allTabs')}
        title={t('tagsView.allTabs')}
        data-testid="tags-all"
        style={{ flex: 'none' }}
      />
    </LazyDropdown>
  );
}
