import { theme } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { type TagView, useTagsView } from '../../stores/tags-view';
import { type TagAction, TagItem } from './tag-item';

/** Spec §2 tab strip of visited screens, with the spec §4 rules from the tags-view store. */
export function TagsView() {
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
      style={{
        display: 'flex',
        alignItems: 'center',
        height: 34,
        paddingInline: 12,
        overflowX: 'auto',
        overflowY: 'hidden',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        scrollbarWidth: 'thin',
      }}
    >
      {views.map((view) => (
        <TagItem key={view.path} view={view} active={view.path === pathname} onAction={act} />
      ))}
    </nav>
  );
}
