import { Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from './choice-input';
import type { FieldFacts } from './schema-fields';
import type { FormFieldSpec } from './types';

type Props = {
  field: FormFieldSpec<string>;
  facts: FieldFacts;
  value?: unknown;
  onChange?: (value: unknown) => void;
};

/** The input of one form field; Form.Item hands it `value` and `onChange`. */
export function FieldInput({ field, facts, value, onChange }: Props) {
  const { t } = useTranslation('crud');
  const testId = `field-${field.name}`;
  const input = field.input ?? 'text';
  const enter = field.placeholder ?? t('placeholders.enter');
  switch (input) {
    case 'select':
    case 'tree-select':
    case 'radio':
      return (
        <ChoiceInput
          kind={input}
          options={field.options ?? []}
          value={value}
          onChange={onChange}
          placeholder={field.placeholder ?? t('placeholders.select')}
          testId={testId}
        />
      );
    case 'switch':
      return <Switch checked={value === true} onChange={onChange} data-testid={testId} />;
    case 'state':
      return (
        <Switch
          checked={value === 1}
          onChange={(on) => onChange?.(on ? 1 : 0)}
          checkedChildren={t('state.enabled')}
          unCheckedChildren={t('state.disabled')}
          data-testid={testId}
        />
      );
    case 'number':
      return (
        // No min, max or precision here: InputNumber would silently change what was typed (-3 to 0,
        // 2.5 to 3) when the box loses focus. The schema's rules say what is wrong instead.
        <InputNumber
          value={value as number | null}
          onChange={onChange}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    case 'password':
      return (
        <Input.Password
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={enter}
          autoComplete="new-password"
          maxLength={facts.maxLength}
          data-testid={testId}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={enter}
          maxLength={facts.maxLength}
          showCount={facts.maxLength !== undefined}
          autoSize={{ minRows: 2, maxRows: 6 }}
          data-testid={testId}
        />
      );
    default:
      return (
        <Input
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={enter}
          maxLength={facts.maxLength}
          data-testid={testId}
        />
      );
  }
}
