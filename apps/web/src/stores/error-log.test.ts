import { describe, expect, it } from 'vitest';
import { ERROR_LOG_LIMIT, useErrorLog } from './error-log';

describe('error log store', () => {
  it('keeps the newest entries first, up to a limit', () => {
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i += 1)
      useErrorLog.getState().add({ message: `e${i}`, stack: '', url: '/x', time: i });
    const { logs } = useErrorLog.getState();
    expect(logs).toHaveLength(ERROR_LOG_LIMIT);
    expect(logs[0].message).toBe(`e${ERROR_LOG_LIMIT + 4}`);
    useErrorLog.getState().clear();
    expect(useErrorLog.getState().logs).toEqual([]);
  });
});
