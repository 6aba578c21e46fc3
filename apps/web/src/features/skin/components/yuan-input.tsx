import { InputNumber } from 'antd';

type Props = { value?: number | null; onChange?: (value: number | null) => void; testId: string };

/** A price in yuan with two decimals; the form turns it into cents (see `goods-form-def.ts`). */
export function YuanInput({ value, onChange, testId }: Props) {
  return (
    <InputNumber<number>
      value={value}
      onChange={(next) => onChange?.(next)}
      min={0}
      max={10_000_000}
      precision={2}
      step={1}
      prefix="¥"
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
