import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

type Props = { value?: string | null; onChange?: (value: string | null) => void; testId?: string };

const DAY = 'YYYY-MM-DD';

/** A past calendar day held as `YYYY-MM-DD` text, the way the contract sends it. */
export function DayInput({ value, onChange, testId }: Props) {
  return (
    <DatePicker
      value={value ? dayjs(value, DAY) : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format(DAY) : null)}
      disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      format={DAY}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
