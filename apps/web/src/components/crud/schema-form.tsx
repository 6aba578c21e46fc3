import { Col, Form, type FormInstance, Row } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldsError } from './api/request-with-fields';
import { FieldInput } from './field-input';
import { formBody } from './form-body';
import { rulesFor } from './form-rules';
import { describeField, shapeOf } from './schema-fields';
import type { FormFieldSpec, SchemaKeys } from './types';

type Props<S extends z.ZodType> = {
  /** The create/update schema of the contract: it gives the rules and shapes the body. */
  schema: S;
  /**
   * Where the rules come from when they differ from the body's schema: an edit form sends a
   * PATCH (every field optional) but a cleared required field is still an error on screen.
   */
  rulesSchema?: z.ZodType;
  /** Named by the schema's keys (or marked `uiOnly`), so a renamed key fails to compile. */
  fields: readonly FormFieldSpec<SchemaKeys<S>>[];
  form: FormInstance;
  /** Lets a button outside the form (a dialog's OK) submit it, so Enter and OK do the same. */
  formId: string;
  initialValues?: Record<string, unknown>;
  /** Merged into the body before it is checked, e.g. the id of the edited row. */
  fixed?: Record<string, unknown>;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  /** Rendered inside the form, e.g. a page form's own submit button. */
  footer?: ReactNode;
  layout?: 'horizontal' | 'vertical';
  /** Two columns suit a dialog with many short fields. */
  columns?: 1 | 2;
};

const CHOICES = new Set(['select', 'tree-select', 'radio']);

/**
 * A form driven by a contract schema: each field's rules come from the schema, the body is what
 * the schema makes of the values, and fields the server refuses are marked with its message.
 */
export function SchemaForm<S extends z.ZodType>({
  schema,
  rulesSchema,
  fields,
  form,
  formId,
  initialValues,
  fixed,
  onSubmit,
  footer,
  layout,
  columns = 1,
}: Props<S>) {
  const { t } = useTranslation('crud');
  const shape = shapeOf(schema);
  const ruleShape = shapeOf(rulesSchema ?? schema);
  const items = useMemo(
    () =>
      fields.map((field) => {
        const fieldSchema = ruleShape[field.name] ?? shape[field.name];
        const facts = fieldSchema ? describeField(fieldSchema) : { required: false, kind: 'other' as const };
        const rules = fieldSchema
          ? rulesFor(fieldSchema, t, {
              label: field.label,
              choice: CHOICES.has(field.input ?? 'text'),
              patternMessage: field.patternMessage,
            })
          : [];
        // The screen's own rules go first: their messages are the more specific ones.
        const name: string = field.name;
        return { name, field, facts, rules: [...(field.rules ?? []), ...rules] };
      }),
    [fields, shape, ruleShape, t],
  );
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? name;
  const known = (name: string) => fields.some((f) => f.name === name);
  // A refusal inside a field's value (`translations.name.de`) is marked on that field.
  const fieldOf = (path: string) => (known(path) ? path : path.split('.')[0]);
  const mark = (errors: Record<string, string>, translate: boolean) =>
    form.setFields(
      [...new Map(Object.entries(errors).map(([path, message]) => [fieldOf(path), message] as const))]
        .filter(([name]) => known(name))
        .map(([name, message]) => ({
          name,
          errors: [translate ? t('rules.pattern', { label: labelOf(name) }) : message],
        })),
    );

  const finish = async (values: Record<string, unknown>) => {
    const result = formBody(schema, { ...values, ...fixed });
    if (!result.ok) return mark(result.fields, true);
    try {
      await onSubmit(result.body);
    } catch (err) {
      // The red message is shown already; a refusal naming fields also marks them.
      if (err instanceof FieldsError) mark(err.fields, false);
    }
  };

  return (
    <Form
      id={formId}
      form={form}
      layout={layout ?? 'vertical'}
      initialValues={initialValues}
      onFinish={finish}
      scrollToFirstError
    >
      <Row gutter={16}>
        {items.map(({ name, field, facts, rules }) => (
          // Long texts take the whole width; other fields pair up in a two-column form.
          <Col key={name} span={columns === 2 && field.input !== 'textarea' ? 12 : 24}>
            <Form.Item
              name={name}
              label={field.label}
              rules={rules}
              extra={field.hint}
              dependencies={field.dependencies}
              validateFirst
            >
              {field.render ?? <FieldInput field={field} facts={facts} />}
            </Form.Item>
          </Col>
        ))}
      </Row>
      {footer ? <Form.Item style={{ marginTop: 8, marginBottom: 0 }}>{footer}</Form.Item> : null}
    </Form>
  );
}
