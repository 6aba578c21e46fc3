import { type Menu, type MenuTreeNode, menuResource } from '@skin/contract';
import { Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StateSwitch } from '../../../components/crud/state-switch';
import type { ChoiceOption, CrudColumn, FormFieldOf } from '../../../components/crud/types';
import { menuIcon } from '../../../components/shell/menu-icon';
import { useRouteTitle } from '../../../lib/route-title';
import { MenuIconPicker } from './menu-icon-picker';
import { MenuPathInput } from './menu-path-input';

/** Columns and form of the menu screen; the parent is chosen from the tree or "top level" (0). */
export function useMenuFields(tree: MenuTreeNode[] | undefined) {
  const { t } = useTranslation('system');
  const title = useRouteTitle();
  return useMemo(() => {
    const toOption = (m: MenuTreeNode): ChoiceOption => ({
      value: m.id,
      label: title(m.title),
      children: m.children?.map(toOption),
    });
    const parents: ChoiceOption[] = [
      { value: 0, label: t('menu.topLevel'), children: (tree ?? []).map(toOption) },
    ];
    const columns: CrudColumn<Menu>[] = [
      {
        key: 'title',
        title: t('menu.menuTitle'),
        render: (_, m) => (
          <Space>
            {menuIcon(m.icon ?? undefined)}
            {title(m.title)}
            <Typography.Text type="secondary">{m.title}</Typography.Text>
          </Space>
        ),
      },
      { key: 'name', title: t('menu.name') },
      { key: 'path', title: t('menu.path') },
      { key: 'component', title: t('menu.component') },
      { key: 'sort', title: t('common.sort') },
      {
        key: 'state',
        title: t('common.state'),
        render: (_, m) => <StateSwitch def={menuResource} verb="enable" row={m} />,
      },
      {
        key: 'hidden',
        title: t('menu.hidden'),
        render: (_, m) => <StateSwitch def={menuResource} verb="hide" row={m} />,
      },
    ];
    const form: FormFieldOf<typeof menuResource>[] = [
      { name: 'parentId', label: t('menu.parent'), input: 'tree-select', options: parents },
      { name: 'title', label: t('menu.menuTitle'), hint: t('menu.titleHint') },
      { name: 'name', label: t('menu.name'), patternMessage: t('menu.nameRule') },
      {
        name: 'path',
        label: t('menu.path'),
        render: <MenuPathInput />,
        hint: t('menu.pathHint'),
        patternMessage: t('menu.pathRule'),
      },
      {
        name: 'component',
        label: t('menu.component'),
        hint: t('menu.componentHint'),
        patternMessage: t('menu.componentRule'),
      },
      { name: 'icon', label: t('menu.icon'), render: <MenuIconPicker /> },
      { name: 'redirect', label: t('menu.redirect') },
      { name: 'sort', label: t('common.sort'), input: 'number' },
      { name: 'state', label: t('common.state'), input: 'state', only: 'create' },
      { name: 'hidden', label: t('menu.hidden'), input: 'switch', only: 'create' },
      { name: 'noCache', label: t('menu.noCache'), input: 'switch' },
      { name: 'affix', label: t('menu.affix'), input: 'switch' },
    ];
    return { columns, form };
  }, [t, title, tree]);
}
