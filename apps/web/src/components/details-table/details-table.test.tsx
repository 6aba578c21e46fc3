import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailsTable } from './details-table';

const items = ['Username', 'Role', 'Scope'].map((label) => ({
  key: label,
  label,
  content: `${label} value`,
}));

/** A window this wide, as far as media queries go (antd's breakpoints: sm 576, md 768). */
function widthIs(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Each row's cells: a label (a header cell) and its value, with the columns the value spans. */
const rows = () =>
  screen
    .getAllByRole('row')
    .map((row) =>
      [...row.children].map(
        (cell) => `${cell.tagName} ${cell.textContent} ${(cell as HTMLTableCellElement).colSpan}`,
      ),
    );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DetailsTable', () => {
  const columns = { xs: 1, sm: 2, md: 3 };

  it('puts every label and value on one row on a wide screen', () => {
    widthIs(1350);
    render(<DetailsTable items={items} columns={columns} />);
    expect(rows()).toEqual([
      [
        'TH Username 1',
        'TD Username value 1',
        'TH Role 1',
        'TD Role value 1',
        'TH Scope 1',
        'TD Scope value 1',
      ],
    ]);
  });

  it('gives each pair a row of its own on a phone', () => {
    widthIs(412);
    render(<DetailsTable items={items} columns={columns} />);
    expect(rows()).toEqual([
      ['TH Username 1', 'TD Username value 1'],
      ['TH Role 1', 'TD Role value 1'],
      ['TH Scope 1', 'TD Scope value 1'],
    ]);
  });

  it('stretches the value left alone on its row across the row', () => {
    widthIs(650);
    render(<DetailsTable items={items} columns={columns} />);
    expect(rows()).toEqual([
      ['TH Username 1', 'TD Username value 1', 'TH Role 1', 'TD Role value 1'],
      ['TH Scope 1', 'TD Scope value 3'],
    ]);
  });
});
