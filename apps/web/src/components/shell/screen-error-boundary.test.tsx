import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../lib/chunk-load';
import { useErrorLog } from '../../stores/error-log';
import { ScreenErrorBoundary } from './screen-error-boundary';

vi.mock('../../lib/i18n', () => ({ t: (key: string) => key }));

function Broken({ error }: { error: Error }): never {
  throw error;
}

beforeEach(() => {
  useErrorLog.getState().clear();
  // React reports caught errors on the console too; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('ScreenErrorBoundary', () => {
  it('shows the failure in place of the screen and logs it in production', () => {
    vi.stubEnv('PROD', true);
    render(
      <ScreenErrorBoundary>
        <Broken error={new Error('boom')} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('screen.crashed')).toBeTruthy();
    expect(useErrorLog.getState().logs).toMatchObject([{ message: 'Error: boom' }]);
  });

  it('does not log in development', () => {
    vi.stubEnv('PROD', false);
    render(
      <ScreenErrorBoundary>
        <Broken error={new Error('boom')} />
      </ScreenErrorBoundary>,
    );
    expect(useErrorLog.getState().logs).toEqual([]);
  });

  it('offers a reload when the screen code failed to load', () => {
    render(
      <ScreenErrorBoundary>
        <Broken error={new ChunkLoadError('timed out')} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('screen.loadFailed')).toBeTruthy();
    expect(screen.getByText('screen.reload')).toBeTruthy();
  });
});
