import { userResource } from '@skin/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePagination } from '../../stores/pagination';
import { initTestI18n, KitProviders, stubApi, testUser } from '../../testing/render-with-shell';
import { ResourceListPage } from './resource-list-page';
import type { CrudColumn } from './types';

type U = { id: number; username: string; name: string };
const rows: U[] = [
  { id: 5, username: 'merchant1', name: 'Lotus Beauty merchant' },
  { id: 7, username: 'manager1', name: 'Lotus store manager' },
];
const columns: CrudColumn<U>[] = [
  { key: 'username', title: 'Username' },
  { key: 'name', title: 'Name' },
];
const page = { list: rows, total: 2, pageNum: 1, pageSize: 20 };

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(perms: string[]) {
  return render(
    <KitProviders user={testUser(perms)}>
      <ResourceListPage<typeof userResource, U>
        def={userResource}
        title="Users"
        noun="user"
        columns={columns}
        form={[{ name: 'name', label: 'Name' }]}
      />
    </KitProviders>,
  );
}

describe('ResourceListPage', () => {
  it('renders the rows of the first page with the total', async () => {
    const calls = stubApi({ 'GET /api/ums-user': page });
    renderPage(['system:user:query']);
    expect(await screen.findByText('Lotus Beauty merchant')).toBeTruthy();
    expect(screen.getByText('manager1')).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
    expect(calls[0].url).toBe('/api/ums-user?pageNum=1&pageSize=20');
  });

  it('does not render the buttons of permissions the user lacks', async () => {
    stubApi({ 'GET /api/ums-user': page });
    renderPage(['system:user:query']);
    await screen.findByText('merchant1');
    expect(screen.queryByTestId('toolbar-add')).toBeNull();
    expect(screen.queryByTestId('toolbar-delete')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('row-delete')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByTestId('toolbar-export')).toBeTruthy();
  });

  it('says the list is forbidden without asking the server when the query permission is missing', async () => {
    const calls = stubApi({ 'GET /api/ums-user': page });
    renderPage(['system:user:add']);
    expect(await screen.findByText('You do not have permission to view this list')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('renders add, edit and delete for a holder of *:*:*', async () => {
    stubApi({ 'GET /api/ums-user': page });
    renderPage(['*:*:*']);
    await screen.findByText('merchant1');
    expect(screen.getByTestId('toolbar-add')).toBeTruthy();
    expect(screen.getAllByTestId('row-edit')).toHaveLength(2);
    expect(screen.getAllByTestId('row-delete')).toHaveLength(2);
  });

  it('confirms before deleting the selected rows, then deletes them', async () => {
    const calls = stubApi({ 'GET /api/ums-user': page, 'DELETE /api/ums-user/id/5,7': null });
    renderPage(['system:user:query', 'system:user:delete']);
    await screen.findByText('merchant1');
    const remove = screen.getByTestId('toolbar-delete') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    const [all] = screen.getAllByRole('checkbox');
    fireEvent.click(all);
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to delete the selected data item?')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm-delete-ok'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/ums-user/id/5,7')).toBe(true),
    );
    expect(await screen.findByText('Deletion succeeded')).toBeTruthy();
  });

  it('sorts on the server by a clicked header, from the first page, then the other way', async () => {
    usePagination.getState().setPage(2);
    const calls = stubApi({ 'GET /api/ums-user': page });
    renderPage(['system:user:query']);
    await screen.findByText('merchant1');
    fireEvent.click(screen.getAllByText('Name')[0]);
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/ums-user?sort=name&order=asc&pageNum=1&pageSize=20'),
    );
    fireEvent.click(screen.getAllByText('Name')[0]);
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/ums-user?sort=name&order=desc&pageNum=1&pageSize=20'),
    );
  });
});
