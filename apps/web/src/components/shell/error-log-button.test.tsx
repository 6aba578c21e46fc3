import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useErrorLog } from '../../stores/error-log';
import { ErrorLogButton } from './error-log-button';

const entry = { message: 'boom', stack: '', url: '/dashboard', time: 0 };

// The badge's code (antd's Badge) is transformed once, before the tests wait for it to come.
beforeAll(async () => {
  await import('./error-log-badge');
});
beforeEach(() => useErrorLog.getState().clear());
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('ErrorLogButton', () => {
  it('in production, shows nothing until an error is logged, then the button with their number', async () => {
    vi.stubEnv('PROD', true);
    render(<ErrorLogButton />);
    expect(screen.queryByTestId('error-log')).toBeNull();
    act(() => useErrorLog.getState().add(entry));
    expect(await screen.findByTestId('error-log')).toBeTruthy();
    expect(screen.getByText('1')).toBeTruthy();
    act(() => useErrorLog.getState().add(entry));
    expect(await screen.findByText('2')).toBeTruthy();
  });

  it('in development, shows nothing even with errors logged (the overlay shows them)', async () => {
    vi.stubEnv('PROD', false);
    useErrorLog.getState().add(entry);
    render(<ErrorLogButton />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('error-log')).toBeNull();
  });
});
