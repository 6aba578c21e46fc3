import libraryUseChildren from '@rc-component/virtual-list/es/hooks/useChildren';
import { cleanup, render } from '@testing-library/react';
import { forwardRef, memo, type Ref } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import useChildren from './virtual-list-children';

type Row = { id: number; name: string };
const ROWS: Row[] = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
const getKey = (row: Row) => row.id;

/** A memoized row, as antd's table rows are, that counts its renders. */
function makeRow(renders: Map<number, number>) {
  return memo(
    forwardRef(function RowView(
      { row, style }: { row: Row; style: { width?: number } },
      ref: Ref<HTMLDivElement>,
    ) {
      renders.set(row.id, (renders.get(row.id) ?? 0) + 1);
      return (
        <div ref={ref} style={style} data-testid="row">
          {row.name}
        </div>
      );
    }),
  );
}

/** A list window drawn by either hook, the refs it receives recorded. */
function harness(use: typeof useChildren) {
  const renders = new Map<number, number>();
  const refs: Array<[number, 'set' | 'cleared']> = [];
  const RowView = makeRow(renders);
  function Window({ start, end, width = 800 }: { start: number; end: number; width?: number }) {
    // A new function on every render, as the library's list makes it.
    const setNodeRef = (row: Row, element: HTMLElement | null) =>
      refs.push([row.id, element ? 'set' : 'cleared']);
    const rows = use(
      ROWS,
      start,
      end,
      width,
      0,
      setNodeRef,
      (row, _index, props) => <RowView row={row} style={props.style} />,
      {
        getKey,
      },
    );
    return <div>{rows}</div>;
  }
  return { renders, refs, Window };
}

describe('the virtual list rows with their props kept', () => {
  afterEach(cleanup);

  it('renders only the rows that came into view when the window moves', () => {
    const { renders, refs, Window } = harness(useChildren);
    const view = render(<Window start={0} end={9} />);
    expect(view.getAllByTestId('row').map((r) => r.textContent)).toEqual(
      ROWS.slice(0, 10).map((r) => r.name),
    );
    refs.length = 0;
    view.rerender(<Window start={3} end={12} />);
    expect(view.getAllByTestId('row').map((r) => r.textContent)).toEqual(
      ROWS.slice(3, 13).map((r) => r.name),
    );
    // Rows 4-10 stayed: rendered once; 11-13 came in; 1-3 left with their refs cleared.
    for (let id = 4; id <= 10; id++) expect(renders.get(id)).toBe(1);
    for (let id = 11; id <= 13; id++) expect(renders.get(id)).toBe(1);
    expect(refs.sort()).toEqual(
      [
        [1, 'cleared'],
        [2, 'cleared'],
        [3, 'cleared'],
        [11, 'set'],
        [12, 'set'],
        [13, 'set'],
      ].sort(),
    );
  });

  it('renders the rows again when the list gets another width', () => {
    const { renders, Window } = harness(useChildren);
    const view = render(<Window start={0} end={4} />);
    view.rerender(<Window start={0} end={4} width={1200} />);
    for (let id = 1; id <= 5; id++) expect(renders.get(id)).toBe(2);
    expect(view.getAllByTestId('row')[0].style.width).toBe('1200px');
  });

  it('draws the same rows as the library does', () => {
    const ours = harness(useChildren);
    const theirs = harness(libraryUseChildren as typeof useChildren);
    const a = render(<ours.Window start={7} end={19} />);
    const b = render(<theirs.Window start={7} end={19} />);
    expect(a.container.innerHTML).toBe(b.container.innerHTML);
    // The library's rows render again on every render of the list; ours do not.
    b.rerender(<theirs.Window start={7} end={19} />);
    a.rerender(<ours.Window start={7} end={19} />);
    expect(theirs.renders.get(8)).toBe(2);
    expect(ours.renders.get(8)).toBe(1);
  });
});
