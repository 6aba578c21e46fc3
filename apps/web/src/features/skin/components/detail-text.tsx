import { Typography } from 'antd';

/** A text field of a detail page: kept as written (line breaks too), a dash when empty. */
export function DetailText({ value }: { value: string | null | undefined }) {
  if (!value) return <Typography.Text type="secondary">-</Typography.Text>;
  return <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>;
}
