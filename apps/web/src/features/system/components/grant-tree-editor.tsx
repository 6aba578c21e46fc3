import { Button, Empty, Flex, Tree, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { type GrantKind, useReplaceRoleGrants } from '../api/replace-role-grants';
import { allKeys, checkedLeaves, type GrantNode, leafKeys } from './grant-tree';
import { sameIds } from './same-ids';

type Props = { kind: GrantKind; roleId: number; nodes: GrantNode[]; granted: number[]; hint: string };

const toIds = (keys: readonly string[]) => keys.map(Number);

/**
 * One kind of a role's grants as a checkable tree. Saving sends the full new set; an unchanged set
 * is refused here with the no-change message (docs/product-rules.md, "Input rules") before anything
 * is sent.
 */
export function GrantTreeEditor({ kind, roleId, nodes, granted, hint }: Props) {
  const { t } = useTranslation('system');
  const { message } = useFeedback();
  const { token } = theme.useToken();
  const save = useReplaceRoleGrants(kind, roleId);
  const leaves = useMemo(() => new Set(leafKeys(nodes)), [nodes]);
  const baseline = useMemo(() => checkedLeaves(nodes, new Set(granted.map(String))), [nodes, granted]);
  const [checked, setChecked] = useState<string[]>(baseline);
  useEffect(() => setChecked(baseline), [baseline]);

  const submit = () => {
    if (sameIds(toIds(checked), toIds(baseline)))
      return void message.warning({ content: t('common.noChange'), key: 'no-change' });
    // Grants this caller cannot see are not its to change: they go back as they were.
    const known = new Set(allKeys(nodes));
    const foreign = granted.filter((id) => !known.has(String(id)));
    save.mutate([...toIds(checked), ...foreign]);
  };
  if (!nodes.length) return <Empty description={t('role.nothingToGrant')} />;
  return (
    <Flex vertical gap={12} data-testid={`grant-editor-${kind}`}>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={nodes}
        checkedKeys={checked}
        onCheck={(keys) => {
          const list = (Array.isArray(keys) ? keys : keys.checked).map(String);
          setChecked(list.filter((k) => leaves.has(k)));
        }}
      />
      {/*
        Sticky, so Save stays in reach below a long tree. A sticky box stops at the drawer body's
        padding: it reaches over that padding (negative offset, same inner padding), or the tree's
        rows would show through the gap beneath it.
      */}
      <Flex
        justify="end"
        gap={8}
        style={{
          position: 'sticky',
          bottom: -token.paddingLG,
          marginBottom: -token.paddingLG,
          paddingTop: 12,
          paddingBottom: 12 + token.paddingLG,
          background: token.colorBgElevated,
          borderTop: `1px solid ${token.colorSplit}`,
          zIndex: 1,
        }}
        data-testid={`grant-bar-${kind}`}
      >
        <Button onClick={() => setChecked(baseline)}>{t('common.undo')}</Button>
        <Button type="primary" onClick={submit} loading={save.isPending} data-testid={`grant-save-${kind}`}>
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
