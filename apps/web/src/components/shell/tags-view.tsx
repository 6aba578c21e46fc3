import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths';
import { useLocation, useNavigate } from '../../lib/router';
import { type TagView, useTagsView } from '../../stores/tags-view';
import { AllTabsMenu } from './all-tabs-menu';
import { type TagAction, TagItem } from './tag-item';
import { TagsScroller } from './tags-scroller';

/** The tab strip of visited screens, with the rules of the tags-view store (docs/web-shell.md, "Tabs"). */
export function TagsView() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const views = useTagsView((s) => s.visitedViews);

  // After closing, stay put if the current tab survived; else go to the last tab left.
  const leaveIfClosed = () => {
    const left = useTagsView.getState().visitedViews;
    if (left.some((v) => v.path === pathname)) return;
    navigate(left.at(-1)?.fullPath ?? PATHS.dashboard);
  };
  const act = (action: TagAction, view: TagView) => {
    const store = useTagsView.getState();
    if (action === 'refresh') {
      store.refreshView(view.name);
      if (view.path !== pathname) navigate(view.fullPath);
      return;
    }
    if (action === 'close') store.closeView(view.path);
    else if (action === 'closeOthers') store.closeOthers(view.path);
    else if (action === 'closeLeft') store.closeLeft(view.path);
    else if (action === 'closeRight') store.closeRight(view.path);
    else store.closeAll();
    // "Close others" focuses the tab it was asked on, as the user meant to keep that one.
    if (action === 'closeOthers' && view.path !== pathname) navigate(view.fullPath);
    else leaveIfClosed();
  };

  return (
    <nav
      data-testid="tags-view"
      aria-label={t('tagsView.label')}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        height: 34,
        paddingInline: 8,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <TagsScroller
        activeKey={pathname}
        count={views.length}
        overflowExtra={<AllTabsMenu views={views} activePath={pathname} onAction={act} />}
      >
        {views.map((view) => (
          <TagItem key={view.path} view={view} active={view.path === pathname} onAction={act} />
        ))}
      </TagsScroller>
    </nav>
  );
}
