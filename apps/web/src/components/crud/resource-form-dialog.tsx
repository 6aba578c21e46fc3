import type { ResourceDef } from '@skin/contract';
import { type ButtonProps, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCreateRecord } from './api/create-record';
import { useUpdateRecord } from './api/update-record';
import { schemaDefaults } from './schema-fields';
import { SchemaForm } from './schema-form';
import { testIdProps } from './test-id';
import type { FormFieldOf, FormMode, Row } from './types';

type FormDef = Pick<ResourceDef, 'name' | 'path' | 'create' | 'update'>;

export type ResourceFormDialogProps<D extends FormDef, E extends Row> = {
  def: D;
  /** What the dialog is about: "user", "role"... in the user's language. */
  noun: string;
  /** Named by the keys of the create and update bodies. */
  fields: readonly FormFieldOf<D>[];
  target: FormMode<E>;
  /** A row as the form shows it (defaults to the row itself). */
  toFormValues?: (row: E) => Record<string, unknown>;
  onClose: () => void;
  width?: number;
};

/**
 * The add/edit dialog of a resource: the create or update schema drives the form, OK and Enter
 * submit, Esc and Cancel close. It closes itself after a successful save.
 */
export function ResourceFormDialog<D extends FormDef, E extends Row>(props: ResourceFormDialogProps<D, E>) {
  const { def, noun, fields, target, toFormValues, onClose, width } = props;
  const { t } = useTranslation('crud');
  const [form] = Form.useForm();
  const formId = useId();
  const create = useCreateRecord<E>(def);
  const update = useUpdateRecord<E>(def);
  const editing = target.mode === 'edit';
  const visible = fields.filter((f) => !f.only || f.only === target.mode);
  // Many fields read better in two columns than in one long scrolling column.
  const wide = visible.length > 6;
  const initialValues = editing
    ? (toFormValues?.(target.row) ?? { ...target.row })
    : { ...schemaDefaults(def.create), ...target.initial };
  // The fields were checked against both bodies where they were declared.
  const schema: z.ZodType = editing ? def.update : def.create;
  const save = async (body: Record<string, unknown>) => {
    await (editing ? update : create).mutateAsync(body);
    onClose();
  };
  return (
    <Modal
      open
      title={t(editing ? 'dialog.edit' : 'dialog.add', { noun })}
      width={width ?? (wide ? 760 : 560)}
      onCancel={onClose}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ htmlType: 'submit', form: formId, ...testIdProps<ButtonProps>('form-submit') }}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <SchemaForm
        schema={schema}
        rulesSchema={editing ? def.create : undefined}
        fields={visible}
        form={form}
        formId={formId}
        initialValues={initialValues}
        fixed={editing ? { id: target.row.id } : undefined}
        onSubmit={save}
        columns={wide ? 2 : 1}
      />
    </Modal>
  );
}
