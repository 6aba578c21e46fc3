import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../stores/app';

// The drawer's code cannot be downloaded (the network went away); the menu's never arrives either.
vi.mock('./sidebar-drawer', () => {
  throw new Error('network');
});
vi.mock('./lazy-menus', () => ({ loadMenus: () => new Promise(() => undefined), useMenus: () => null }));
const showError = vi.fn();
vi.mock('../../lib/feedback', () => ({ showError }));

const { Sidebar } = await import('./sidebar');

afterEach(cleanup);

describe('Sidebar on a phone', () => {
  it('when the drawer’s code fails to come as the hamburger opens it, says so and closes it, so that the next tap asks again', async () => {
    useAppStore.setState({ device: 'mobile', drawerOpened: false });
    render(<Sidebar />);
    expect(screen.queryByTestId('sidebar')).toBeNull(); // no desktop sidebar on a phone
    act(() => useAppStore.setState({ drawerOpened: true }));
    await vi.waitFor(() => expect(showError).toHaveBeenCalledTimes(1));
    expect(useAppStore.getState().drawerOpened).toBe(false);
    expect(screen.queryByTestId('sidebar-drawer')).toBeNull();
  });
});
