import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taskByTask } from './task-by-task';

describe('taskByTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs nothing in the caller's task, then one step per task, in order", async () => {
    const ran: string[] = [];
    const note = (name: string) => () => {
      ran.push(name);
      return undefined;
    };
    void taskByTask([note('a'), note('b')]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
  });

  it('resolves once every step has run and what each handed back has settled, failures too', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((r) => {
      answer = r;
    });
    let done = false;
    const all = taskByTask([() => answered, () => Promise.reject(new Error('refused'))]).then(() => {
      done = true;
    });
    await vi.runAllTimersAsync();
    expect(done).toBe(false);
    answer();
    await all;
    expect(done).toBe(true);
  });

  it('goes on past a step that throws', async () => {
    const ran: string[] = [];
    const all = taskByTask([
      () => {
        throw new Error('broken');
      },
      () => {
        ran.push('after');
        return undefined;
      },
    ]);
    await vi.runAllTimersAsync();
    await all;
    expect(ran).toEqual(['after']);
  });

  it('resolves at once with no steps', async () => {
    await expect(taskByTask([])).resolves.toBeUndefined();
  });
});
