import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.doUnmock('antd/es/result/noFound');
  vi.resetModules();
});

describe('StatusResult', () => {
  it('shows what failed, why and the way on, under the icon of its status', async () => {
    const { StatusResult } = await import('./status-result');
    render(
      <StatusResult
        status="warning"
        title="The overview could not be loaded"
        subTitle="Server exploded"
        extra={<button type="button">Try again</button>}
        data-testid="failed"
      />,
    );
    expect(screen.getByTestId('failed').textContent).toBe(
      'The overview could not be loadedServer explodedTry again',
    );
    expect(screen.getByRole('img', { name: 'warning' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('draws an error with its own icon', async () => {
    const { StatusResult } = await import('./status-result');
    render(<StatusResult status="error" title="Something went wrong on this screen" />);
    expect(screen.getByRole('img', { name: 'close-circle' })).toBeTruthy();
  });

  it("shows a lost page's illustration once it has downloaded", async () => {
    const { StatusResult } = await import('./status-result');
    render(<StatusResult status="404" title="404" subTitle="Sorry, the page you visited does not exist." />);
    expect(await screen.findByTitle('No Found')).toBeTruthy();
  });

  it('still tells of a lost page when its illustration cannot be downloaded', async () => {
    vi.doMock('antd/es/result/noFound', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { StatusResult } = await import('./status-result');
    render(
      <StatusResult status="404" title="404" subTitle="Sorry" extra={<a href="/dashboard">Back home</a>} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Sorry')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' })).toBeTruthy();
    expect(screen.queryByTitle('No Found')).toBeNull();
  });
});
