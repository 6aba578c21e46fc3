import { Radio, Select, TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import type { ChoiceOption } from './types';

type Props = {
  kind: 'select' | 'tree-select' | 'radio';
  options: ChoiceOption[];
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  testId?: string;
  style?: CSSProperties;
};

/** A select, tree select or radio group over the same option shape; searching matches labels. */
export function ChoiceInput({ kind, options, value, onChange, placeholder, testId, style }: Props) {
  if (kind === 'radio')
    return (
      <Radio.Group
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
        data-testid={testId}
      />
    );
  if (kind === 'tree-select')
    return (
      <TreeSelect
        value={value}
        onChange={onChange}
        treeData={options}
        fieldNames={{ label: 'label', value: 'value', children: 'children' }}
        placeholder={placeholder}
        allowClear
        showSearch={{ treeNodeFilterProp: 'label' }}
        treeDefaultExpandAll
        popupMatchSelectWidth={false}
        style={style}
        data-testid={testId}
      />
    );
  return (
    <Select
      value={value}
      onChange={onChange}
      options={options}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={style}
      data-testid={testId}
    />
  );
}
