import { theme } from 'antd';
import type { ReactNode } from 'react';

/** A plain list of short rows (a follow-up consumer, a shipment): no bullets, no indent. */
export const LINK_LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** One row of such a list: its link and tags side by side, wrapping on a phone, a rule beneath. */
export function LinkRow({ testId, children }: { testId: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <li
      data-testid={testId}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: `${token.marginXXS}px ${token.marginSM}px`,
        padding: `${token.paddingXS}px 0`,
        borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
      }}
    >
      {children}
    </li>
  );
}
