import { crudEndpoints, type Setting, type SettingConflict, settingResource } from '@skin/contract';
import { Alert, Button, type ButtonProps, Form, Modal } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRecord } from '../../../components/crud/api/create-record';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { optionTree } from '../../../components/crud/build-tree';
import { schemaDefaults } from '../../../components/crud/schema-fields';
import { SchemaForm } from '../../../components/crud/schema-form';
import { testIdProps } from '../../../components/crud/test-id';
import type { ChoiceOption, FormFieldOf } from '../../../components/crud/types';
import { JsonEditor, useJsonErrorText } from '../../../components/json-editor';
import { ApiError } from '../../../lib/api-error';
import { call } from '../../../lib/endpoint-client';
import { jsonErrorAt } from '../../../lib/json-error';
import { reportFailure } from '../../../lib/report-failure';
import { conflictOf, useUpdateSetting } from '../api/settings-api';
import { CopyButton } from './copy-button';
import { DiffTable } from './diff-table';
import { useSettingLabels } from './setting-labels';

export type SettingTarget = { mode: 'create' } | { mode: 'edit'; row: Setting };

const valuesOf = (s: Setting) => ({
  nameZh: s.nameZh,
  nameEn: s.nameEn,
  type: s.type,
  parentId: s.parentId,
  parameter: s.parameter,
  remark: s.remark,
});

/** The ids at or below `id`: a setting cannot be hung under itself or its own children. */
function subtreeOf(id: number, options: readonly { id: number; parentId?: number | null }[]) {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const o of options)
      if (o.parentId != null && ids.has(o.parentId) && !ids.has(o.id)) {
        ids.add(o.id);
        grew = true;
      }
  }
  return ids;
}

const disable = (nodes: ChoiceOption[], ids: Set<number>): ChoiceOption[] =>
  nodes.map((n) => ({
    ...n,
    disabled: ids.has(Number(n.value)),
    children: n.children && disable(n.children, ids),
  }));

/**
 * Adds or edits a setting. An edit sends the version it was opened at; when someone saved the
 * setting meanwhile, the server refuses and the dialog shows what changed since, with a way to
 * load the latest version (docs/settings.md, "Saving at the same time").
 */
export function SettingFormDialog({ target, onClose }: { target: SettingTarget; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('crud');
  const labels = useSettingLabels();
  const [form] = Form.useForm();
  const formId = useId();
  const create = useCreateRecord<Setting>(settingResource);
  const update = useUpdateSetting();
  const editing = target.mode === 'edit';
  const [base, setBase] = useState(editing ? target.row.version : 0);
  const [conflict, setConflict] = useState<SettingConflict | null>(null);
  const [reloading, setReloading] = useState(false);
  const options = useResourceOptions(settingResource);
  const errorText = useJsonErrorText();
  const parameter = Form.useWatch('parameter', form) as string | undefined;

  const parents = useMemo(() => {
    const all = options.data ?? [];
    const tree = optionTree(all) as ChoiceOption[];
    return editing ? disable(tree, subtreeOf(target.row.id, all)) : tree;
  }, [options.data, editing, target]);

  const fields: FormFieldOf<typeof settingResource>[] = [
    { name: 'nameZh', label: t('fields.nameZh') },
    { name: 'nameEn', label: t('fields.nameEn'), hint: t('fields.nameEnHint') },
    { name: 'type', label: t('fields.type'), input: 'select', options: labels.typeOptions },
    { name: 'parentId', label: t('fields.parent'), input: 'tree-select', options: parents },
    {
      name: 'parameter',
      label: t('fields.parameter'),
      input: 'textarea',
      render: <JsonEditor label={t('fields.parameter')} testId="field-parameter" showError={false} />,
      rules: [
        {
          validator: (_, value: string | undefined) => {
            const at = jsonErrorAt(value ?? '');
            return at ? Promise.reject(new Error(errorText(at))) : Promise.resolve();
          },
        },
      ],
      hint: parameter ? <CopyButton text={parameter} testId="copy-parameter" /> : undefined,
    },
    { name: 'remark', label: t('fields.remark'), input: 'textarea' },
  ];

  const save = async (body: Record<string, unknown>) => {
    if (!editing) {
      await create.mutateAsync(body);
      return onClose();
    }
    try {
      await update.mutateAsync(body);
      onClose();
    } catch (err) {
      const found = conflictOf(err);
      if (found) return setConflict(found);
      if (err instanceof ApiError) reportFailure(err, false);
      throw err;
    }
  };

  /** Loads the latest version into the form, which then saves on top of it. */
  const reload = async () => {
    if (!editing) return;
    setReloading(true);
    try {
      const latest = await call(crudEndpoints(settingResource).get, { params: { id: target.row.id } });
      form.setFieldsValue(valuesOf(latest));
      setBase(latest.version);
      setConflict(null);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Modal
      open
      title={editing ? t('dialog.edit', { version: base }) : t('dialog.add')}
      width={820}
      onCancel={onClose}
      okText={tc('actions.ok')}
      cancelText={tc('actions.cancel')}
      okButtonProps={{ htmlType: 'submit', form: formId, ...testIdProps<ButtonProps>('form-submit') }}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="setting-conflict"
          message={t('conflict.title')}
          description={
            <>
              <p>{t('conflict.detail', { base: conflict.baseVersion, current: conflict.currentVersion })}</p>
              <DiffTable
                changes={conflict.diff.changes}
                truncated={conflict.diff.truncated}
                testId="conflict-diff"
              />
              <Button
                style={{ marginTop: 8 }}
                loading={reloading}
                onClick={() => void reload()}
                data-testid="conflict-reload"
              >
                {t('conflict.reload')}
              </Button>
            </>
          }
        />
      ) : null}
      <SchemaForm
        schema={editing ? settingResource.update : settingResource.create}
        rulesSchema={editing ? settingResource.create : undefined}
        fields={fields}
        form={form}
        formId={formId}
        initialValues={editing ? valuesOf(target.row) : schemaDefaults(settingResource.create)}
        fixed={editing ? { id: target.row.id, baseVersion: base } : undefined}
        onSubmit={save}
        columns={2}
      />
    </Modal>
  );
}
