import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One line of the settings panel: the label on the left, its control on the right. */
export function SettingsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={12} style={{ paddingBlock: 10 }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}
