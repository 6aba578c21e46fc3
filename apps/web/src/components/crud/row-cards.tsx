import { Card, Checkbox, Descriptions, Empty, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { CrudColumn, Row } from './types';

type Props<E extends Row> = {
  columns: CrudColumn<E>[];
  rows: E[];
  loading: boolean;
  actions?: (row: E) => ReactNode;
  selected?: number[];
  onSelect?: (ids: number[]) => void;
  lockedRow?: (row: E) => boolean;
};

/** A cell as the table shows it: the column's own rendering, else the row's value. */
function cellOf<E extends Row>(c: CrudColumn<E>, row: E, index: number): ReactNode {
  const value = (row as Record<string, unknown>)[c.key];
  if (c.render) return c.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The rows of a list as stacked cards, for phones: a table of many columns would be a sliver
 * under its actions there. The first column titles the card; the actions close it.
 */
export function RowCards<E extends Row>({
  columns,
  rows,
  loading,
  actions,
  selected,
  onSelect,
  lockedRow,
}: Props<E>) {
  if (!rows.length)
    return loading ? <Spin style={{ display: 'block', padding: 48 }} /> : <Empty style={{ padding: 24 }} />;
  const [first, ...rest] = columns;
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12} data-testid="resource-cards">
        {rows.map((row, i) => {
          const ticked = selected?.includes(row.id) ?? false;
          const toggle = () =>
            onSelect?.(
              ticked ? (selected ?? []).filter((id) => id !== row.id) : [...(selected ?? []), row.id],
            );
          return (
            <Card
              key={row.id}
              size="small"
              title={
                <Flex gap={8} align="center">
                  {onSelect ? (
                    <Checkbox checked={ticked} onChange={toggle} disabled={lockedRow?.(row)} />
                  ) : null}
                  <span>{first ? cellOf(first, row, i) : row.id}</span>
                </Flex>
              }
              data-testid="resource-card"
            >
              <Descriptions
                size="small"
                column={1}
                items={rest.map((c) => ({ key: c.key, label: c.title, children: cellOf(c, row, i) }))}
              />
              {actions ? <div style={{ marginTop: 8 }}>{actions(row)}</div> : null}
            </Card>
          );
        })}
      </Flex>
    </Spin>
  );
}
