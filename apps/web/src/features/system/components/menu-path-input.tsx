import { Form, Input } from 'antd';

type Props = { value?: string; onChange?: (value: string) => void };

/**
 * The route path; its placeholder follows the level the parent choice gives
 * (docs/product-rules.md, "Screen paths").
 */
export function MenuPathInput({ value, onChange }: Props) {
  const form = Form.useFormInstance();
  const parentId = Form.useWatch('parentId', form) as number | undefined;
  return (
    <Input
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      // A first-level path looks like /admin, a deeper one is a bare segment such as user.
      placeholder={parentId === 0 || parentId === undefined ? '/admin' : 'user'}
      data-testid="field-path"
    />
  );
}
