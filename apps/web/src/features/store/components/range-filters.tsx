import { DatePicker, Form, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';

type Props = { value?: string; onChange?: (value?: string) => void };

const DAY = 'YYYY-MM-DD';

/**
 * The test date range of the filter bar: its own field is `testedFrom`, and it writes the end
 * day into the `testedTo` field beside it, so both travel as the server's two filters.
 */
export function TestedRangeFilter({ value, onChange }: Props) {
  const form = Form.useFormInstance();
  const to = Form.useWatch<string | undefined>('testedTo', form);
  return (
    <DatePicker.RangePicker
      value={value && to ? [dayjs(value, DAY), dayjs(to, DAY)] : null}
      onChange={(days) => {
        onChange?.(days?.[0]?.format(DAY));
        form.setFieldValue('testedTo', days?.[1]?.format(DAY));
      }}
      data-testid="filter-tested"
    />
  );
}

/** The score range of the filter bar: `scoreMin` is its own field, `scoreMax` the one beside it. */
export function ScoreRangeFilter({ value, onChange }: { value?: number; onChange?: (v?: number) => void }) {
  const form = Form.useFormInstance();
  const max = Form.useWatch<number | undefined>('scoreMax', form);
  return (
    <Space.Compact>
      <InputNumber
        value={value}
        onChange={(v) => onChange?.(v ?? undefined)}
        min={0}
        max={100}
        precision={0}
        placeholder="0"
        data-testid="filter-scoreMin"
      />
      <InputNumber
        value={max}
        onChange={(v) => form.setFieldValue('scoreMax', v ?? undefined)}
        min={0}
        max={100}
        precision={0}
        placeholder="100"
        data-testid="filter-scoreMax"
      />
    </Space.Compact>
  );
}

/** The companion field of a range filter: held in the form, drawn by the range filter. */
export function CompanionField(_props: { value?: unknown; onChange?: unknown }) {
  return null;
}
