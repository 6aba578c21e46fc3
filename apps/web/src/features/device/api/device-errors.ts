import { Code } from '@skin/contract';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/feedback';
import { reportFailure } from '../../../lib/report-failure';

const TOKEN_CODES: readonly number[] = [Code.illegalToken, Code.revokedToken, Code.expiredToken];

/**
 * `report` a refusal of a device screen as a red message (already in the user's language: the
 * server sends message keys), while a dead session still gets the shell's sign-in-again dialog.
 */
export function useDeviceErrors() {
  return useMemo(
    () => ({
      report: (err: unknown) => {
        if (err instanceof ApiError && err.code !== undefined && TOKEN_CODES.includes(err.code))
          return reportFailure(err, false);
        showError(err instanceof Error ? err.message : String(err));
      },
    }),
    [],
  );
}
