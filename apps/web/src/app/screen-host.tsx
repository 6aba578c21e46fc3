import { Flex, Spin } from 'antd';
import { Suspense } from 'react';
import { ScreenUnavailable } from '../components/shell/screen-unavailable';
import type { ShellRoute } from '../lib/route-table';
import { lazyScreen } from './screens';

/** One screen: its code loads on first visit; a component with no screen yet gets a friendly page. */
export function ScreenHost({ entry }: { entry: ShellRoute }) {
  const Screen = lazyScreen(entry.component);
  if (!Screen) return <ScreenUnavailable title={entry.title} />;
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      }
    >
      <Screen />
    </Suspense>
  );
}
