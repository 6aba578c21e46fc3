import { InputNumber } from 'antd';

type Props = { value?: number | null; onChange?: (value: number | null) => void; testId: string };

/** A price in yuan, shown with two decimals; the form turns it into cents (see `goods-form-def.ts`). */
export function YuanInput({ value, onChange, testId }: Props) {
  return (
    <InputNumber<number>
      value={value}
      onChange={(next) => onChange?.(next)}
      // No min or max: a price out of range is said by the form's rules, never clamped silently.
      precision={2}
      step={1}
      prefix="¥"
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
