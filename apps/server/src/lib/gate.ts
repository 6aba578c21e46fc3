/**
 * At most `limit` pieces of work at once; the rest wait their turn in arrival order. A piece that
 * fails frees its place as one that succeeds does.
 */
export function createGate(limit: number) {
  if (!(limit >= 1)) throw new Error(`a gate needs at least one place, not ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      // The place is handed over by the piece that leaves it, so `running` never drops below
      // what runs and no newcomer can overtake one that waits.
      else await new Promise<void>((take) => waiting.push(take));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** Pieces running and waiting now. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
