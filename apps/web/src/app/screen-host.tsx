import { Flex, Spin } from 'antd';
import { ScreenUnavailable } from '../components/shell/screen-unavailable';
import type { ShellRoute } from '../lib/route-table';
import { WhenLoaded } from './code-loader';
import { screenLoader } from './screens';

const loading = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin size="large" />
  </Flex>
);

/** One screen: its code loads on first visit; a component with no screen yet gets a friendly page. */
export function ScreenHost({ entry }: { entry: ShellRoute }) {
  const loader = screenLoader(entry.component);
  if (!loader) return <ScreenUnavailable title={entry.title} />;
  return <WhenLoaded loader={loader} fallback={loading} />;
}
