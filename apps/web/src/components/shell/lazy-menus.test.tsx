import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// antd's Dropdown stands in as an element that says whether it is held open.
vi.mock('./menus', () => ({
  Dropdown: ({ open, children }: { open?: boolean; children: ReactNode }) => (
    <div data-testid="dropdown" data-open={String(Boolean(open))}>
      {children}
    </div>
  ),
}));

const { LazyDropdown, loadMenus } = await import('./lazy-menus');

afterEach(cleanup);

describe('LazyDropdown', () => {
  it('draws the trigger alone until the menus are in, and a click before then opens the menu as they come', async () => {
    const clicked = vi.fn();
    render(
      <LazyDropdown menu={{ items: [] }} trigger={['click']}>
        <button type="button" onClick={clicked}>
          me
        </button>
      </LazyDropdown>,
    );
    expect(screen.queryByTestId('dropdown')).toBeNull();
    fireEvent.click(screen.getByText('me'));
    expect(clicked).toHaveBeenCalledTimes(1); // the trigger's own handler still runs
    await act(async () => {
      await loadMenus();
    });
    expect(screen.getByTestId('dropdown').dataset.open).toBe('true');
  });

  it('once the menus are in, is antd’s Dropdown, left to open by itself', async () => {
    await loadMenus();
    render(
      <LazyDropdown menu={{ items: [] }} trigger={['contextMenu']}>
        <a href="/x">tab</a>
      </LazyDropdown>,
    );
    expect(screen.getByTestId('dropdown').dataset.open).toBe('false');
  });
});
