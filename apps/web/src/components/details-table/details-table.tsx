import { theme } from 'antd';
import { type CSSProperties, Fragment, type ReactNode, useCallback, useSyncExternalStore } from 'react';
import './details-table.css';

export type DetailsItem = { key: string; label: ReactNode; content: ReactNode };

/** Label-value pairs on a row: below antd's `sm` width, from `sm`, and from `md` on. */
export type DetailsColumns = { xs: number; sm: number; md: number };

type Props = { items: DetailsItem[]; columns: DetailsColumns; 'data-testid'?: string };

/** Follows a media query; read as the component renders, so the first paint has the right rows. */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The items in rows of `columns`; a row's last item spans what its row leaves, as antd's does. */
function rowsOf(items: DetailsItem[], columns: number): DetailsItem[][] {
  const rows: DetailsItem[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}

/**
 * Labels and values in a bordered table, as antd's `Descriptions` draws them bordered and small (its
 * cells, borders, corners and colours from the theme's tokens, its breakpoints for the columns).
 * antd's Descriptions is 2.8 KB gzipped and writes its styles at run time, on the dashboard a
 * phone's start opens on (docs/performance.md, "Lighthouse"); other screens keep using it.
 */
export function DetailsTable({ items, columns, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  const fromSm = useMediaQuery(`(min-width: ${token.screenSM}px)`);
  const fromMd = useMediaQuery(`(min-width: ${token.screenMD}px)`);
  const perRow = fromMd ? columns.md : fromSm ? columns.sm : columns.xs;
  const vars = {
    '--details-text': token.colorText,
    '--details-label': token.colorTextSecondary,
    '--details-label-bg': token.colorFillAlter,
    '--details-border': `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
    '--details-radius': `${token.borderRadiusLG}px`,
    '--details-cell-padding': `${token.paddingXS}px ${token.padding}px`,
    '--details-font-family': token.fontFamily,
    '--details-font-size': `${token.fontSize}px`,
    '--details-line-height': token.lineHeight,
  } as CSSProperties;
  return (
    <div className="details-table" style={vars} data-testid={testId}>
      <div>
        <table>
          <tbody>
            {rowsOf(items, perRow).map((row) => (
              <tr key={row[0]!.key}>
                {row.map((item, i) => (
                  <Fragment key={item.key}>
                    <th>{item.label}</th>
                    <td colSpan={i === row.length - 1 ? (perRow - row.length) * 2 + 1 : 1}>{item.content}</td>
                  </Fragment>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
