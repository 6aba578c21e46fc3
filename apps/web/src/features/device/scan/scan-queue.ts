/** Where one scanned serial is: waiting, on its way, received/issued, or refused with the reason. */
export type ScanStatus = 'queued' | 'sending' | 'accepted' | 'refused';
export type ScanEntry = {
  /** Increases with every scan: the order in which the operator scanned. */
  seq: number;
  serial: string;
  status: ScanStatus;
  /** Why it was refused, in the user's language. */
  reason?: string;
  /** The order's count after this scan (received or issued so far). */
  done?: number;
};
type Sent = { done: number };

/**
 * Scans in the order they were made, one request at a time, whatever the pace of the scanner:
 * a scan made while earlier ones are in flight waits its turn, none is dropped or sent twice.
 * `send` answers the order's new count or throws the refusal (its message is the reason).
 */
export function createScanQueue(
  send: (serial: string) => Promise<Sent>,
  onChange: (entries: readonly ScanEntry[]) => void,
  hooks: { onRefused?: (entry: ScanEntry) => void; onIdle?: () => void } = {},
) {
  let entries: ScanEntry[] = [];
  let seq = 0;
  let running = false;
  const update = (s: number, patch: Partial<ScanEntry>) => {
    entries = entries.map((e) => (e.seq === s ? { ...e, ...patch } : e));
    onChange(entries);
  };
  async function drain() {
    if (running) return;
    running = true;
    try {
      for (
        let next = entries.find((e) => e.status === 'queued');
        next;
        next = entries.find((e) => e.status === 'queued')
      ) {
        update(next.seq, { status: 'sending' });
        try {
          const { done } = await send(next.serial);
          update(next.seq, { status: 'accepted', done });
        } catch (err) {
          update(next.seq, { status: 'refused', reason: err instanceof Error ? err.message : String(err) });
          hooks.onRefused?.(entries.find((e) => e.seq === next!.seq)!);
        }
      }
    } finally {
      running = false;
      hooks.onIdle?.();
    }
  }
  return {
    /** Queues one scan (blank input is ignored); returns at once. */
    add(raw: string) {
      const serial = raw.trim();
      if (!serial) return;
      entries = [...entries, { seq: ++seq, serial, status: 'queued' }];
      onChange(entries);
      void drain();
    },
    /** Whether scans are still waiting or on their way (leaving now would lose them). */
    busy: () => entries.some((e) => e.status === 'queued' || e.status === 'sending'),
    /** Forgets finished results (the list is cleared); pending scans stay. */
    clearFinished() {
      entries = entries.filter((e) => e.status === 'queued' || e.status === 'sending');
      onChange(entries);
    },
  };
}
export type ScanQueue = ReturnType<typeof createScanQueue>;
