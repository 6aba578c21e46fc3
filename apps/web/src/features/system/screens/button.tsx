import { buttonResource, type MenuTreeNode } from '@skin/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import type { ChoiceOption } from '../../../components/crud/types';
import { useRouteTitle } from '../../../lib/route-title';
import { useMenuTree } from '../api/get-menu-tree';

/** `system/Button`: button permissions (`system:user:add` style), each tied to a screen. */
export default function ButtonScreen() {
  const { t } = useTranslation('system');
  const title = useRouteTitle();
  const menus = useMenuTree();
  const { options, titles } = useMemo(() => {
    const names = new Map<number, string>();
    const toOption = (m: MenuTreeNode): ChoiceOption => {
      names.set(m.id, title(m.title));
      return { value: m.id, label: title(m.title), children: m.children?.map(toOption) };
    };
    return { options: (menus.data ?? []).map(toOption), titles: names };
  }, [menus.data, title]);
  const menuOf = (id: number | null) => (id === null ? '' : (titles.get(id) ?? ''));
  return (
    <ResourceListPage
      def={buttonResource}
      title={t('button.title')}
      noun={t('button.noun')}
      columns={[
        { key: 'name', title: t('button.name') },
        {
          key: 'perm',
          title: t('button.perm'),
          render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
        },
        { key: 'menuId', title: t('button.menu'), render: menuOf, exportValue: (b) => menuOf(b.menuId) },
        { key: 'remark', title: t('common.remark') },
      ]}
      filters={[
        { name: 'name', label: t('button.name') },
        { name: 'menuId', label: t('button.menu'), input: 'tree-select', options },
      ]}
      form={[
        { name: 'menuId', label: t('button.menu'), input: 'tree-select', options },
        { name: 'name', label: t('button.name') },
        {
          name: 'perm',
          label: t('button.perm'),
          placeholder: 'system:user:add',
          patternMessage: t('button.permRule'),
        },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
    />
  );
}
