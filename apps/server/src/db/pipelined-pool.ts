import pg from 'pg';
import { BoundedMap } from '../lib/bounded-map';
import { PreparedClient } from './prepared-client';

/**
 * Statements one shared connection holds on the wire before the next connection is used: one being
 * answered and one waiting. Deeper pipelines batched a little more, but under a mix of slow and
 * fast requests they left fast ones waiting behind slow ones (docs/performance.md).
 */
export const PIPELINE_DEPTH = 2;
/**
 * A connection whose oldest unanswered statement was sent this long ago is taken to be busy with
 * a slow one: new statements go to another connection rather than wait behind it.
 */
export const STALLED_AFTER_MS = 20;
/** A shared connection unused this long is closed (the ordinary pool's idle time). */
export const LANE_IDLE_MS = 30_000;
/**
 * How often idle shared connections are looked for; each look closes at most one, the longest
 * idle. Closed all in one look, a burst's dozen connections cost the database a sixth of a second
 * of one core at once, and the requests of that moment waited for it (docs/performance.md, "Idle
 * connections").
 */
export const LANE_SWEEP_MS = 1_000;
/**
 * Shared connections that carry statements at once, unless configured (`DATABASE_PIPELINES`): each,
 * its pipeline kept full, keeps one of the database's cores busy. More statements at once than the
 * database has cores to run them only share those cores: each takes longer, and the slowest much
 * longer (docs/performance.md, "Statements pipelined").
 */
export const DEFAULT_BUSY_LANES = 3;

/** One shared connection: the send times of its unanswered statements, oldest first. */
interface Lane {
  client: PreparedClient;
  sent: number[];
  /** Of those, the statements that are not plain reads (nothing is queued behind them). */
  writes: number;
  /** When it last answered a statement, or was opened: its idle time counts from here. */
  lastUsed: number;
  closed: boolean;
}

/** A read that found no room on the shared connections: sent, in turn, when a connection has room. */
interface Waiting {
  // biome-ignore lint/suspicious/noExplicitAny: pg's own query config
  config: any;
  values: unknown;
  resolve: (result: unknown) => void;
  reject: (err: unknown) => void;
}

/** A statement that starts as a query. */
const READ = /^\s*(select|with)\b/i;
/**
 * Words of a statement that may wait for a lock another transaction holds: a data-modifying table
 * expression, a locking read, an advisory lock, a sequence, and the sign-in's functions (which lock
 * their throttle rows). A database function that takes locks must be named here.
 */
const MAY_WAIT =
  /\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|lock|pg_advisory\w*|nextval|setval|signin_\w+)\b/i;
/** Statement texts whose kind is remembered; the server's are a fixed set of shapes. */
const MAX_CLASSIFIED = 2000;

/** True for an error after which the connection cannot take another statement. */
function isFatal(err: unknown): boolean {
  const severity = (err as { severity?: string } | null)?.severity;
  return severity === undefined || severity === 'FATAL' || severity === 'PANIC';
}

export interface PipelinedPoolConfig {
  connectionString: string;
  /** Connections in all: shared ones for single statements, the rest for transactions. */
  max: number;
  connectionTimeoutMillis: number;
  /** Settings of every connection's session (libpq's `options`, `-c name=value`). */
  options?: string;
  /** Shared connections that carry statements at once (`DEFAULT_BUSY_LANES`). */
  busyLanes?: number;
  /** A shared connection unused this long is closed (`LANE_IDLE_MS`). */
  laneIdleMs?: number;
}

/**
 * The server's PostgreSQL pool. A single statement (`pool.query`, which drizzle runs for every read
 * and write outside a transaction) goes out on a shared connection in pipeline mode: it is sent at
 * once, without waiting for the statements before it on that connection to be answered. A
 * transaction (`pool.connect()`) still gets a connection of its own from the ordinary pool.
 *
 * Why: each round trip costs both sides system calls and wake-ups that, on small statements,
 * weigh as much as the statement (docs/performance.md, "Statements pipelined"). With the next
 * statement already waiting when one is answered, the database goes on without sleeping, and the
 * server skips the pool's check-out and release: a read by id costs the database a fifth less and
 * is answered up to a quarter more often, with a lower p99.
 *
 * A connection answers its statements in order, so a slow one delays those sent behind it. The
 * shared connections are filled in order, each up to `PIPELINE_DEPTH` statements, and at most
 * `busyLanes` of them at once: a read finding them full waits in the server, in turn, until one
 * answers. A connection whose oldest statement has waited `STALLED_AFTER_MS` is taken to be busy
 * with a slow one: it takes no more and no longer counts, so another is opened (up to half the
 * pool) for the reads waiting. Only plain reads are queued behind others, and only behind plain
 * reads (see `pick`); a write finding no idle shared connection waits for one of the ordinary
 * pool's, as every statement did before.
 */
export class PipelinedPool extends pg.Pool {
  private readonly lanes: Lane[] = [];
  private readonly laneConfig: pg.ClientConfig;
  private readonly maxLanes: number;
  private readonly busyLanes: number;
  /** Reads waiting for room on a shared connection, oldest first. */
  private readonly waiting: Waiting[] = [];
  /** Set while reads wait: a connection may stall meanwhile, which no answer would tell. */
  private recheck: NodeJS.Timeout | undefined;
  private readonly onLaneError: (err: Error) => void;
  private readonly laneIdleMs: number;
  private readonly sweeper: NodeJS.Timeout;
  private closing = false;
  private readonly reads = new BoundedMap<string, boolean>(MAX_CLASSIFIED);

  constructor(config: PipelinedPoolConfig, onLaneError: (err: Error) => void = () => undefined) {
    // Half the connections are shared, the rest serve transactions: `max` stays the instance's total.
    const lanes = Math.max(1, Math.ceil(config.max / 2));
    super({
      Client: PreparedClient,
      connectionString: config.connectionString,
      options: config.options,
      max: Math.max(1, config.max - lanes),
      connectionTimeoutMillis: config.connectionTimeoutMillis,
      idleTimeoutMillis: config.laneIdleMs ?? LANE_IDLE_MS,
    });
    this.maxLanes = lanes;
    this.busyLanes = Math.max(1, Math.min(lanes, config.busyLanes ?? DEFAULT_BUSY_LANES));
    this.onLaneError = onLaneError;
    this.laneConfig = {
      connectionString: config.connectionString,
      options: config.options,
      connectionTimeoutMillis: config.connectionTimeoutMillis,
      pipeline: true,
    } as pg.ClientConfig;
    this.laneIdleMs = config.laneIdleMs ?? LANE_IDLE_MS;
    const sweepMs = Math.min(LANE_SWEEP_MS, this.laneIdleMs / 3);
    this.sweeper = setInterval(() => this.closeLongestIdle(), sweepMs).unref();
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's own overloads
  override query(config: any, values?: any, callback?: any): any {
    // The callback form and query objects (cursors, streams) keep the ordinary pool's path; no
    // code of ours uses them.
    if (
      this.closing ||
      typeof values === 'function' ||
      typeof callback === 'function' ||
      typeof config?.submit === 'function'
    )
      return super.query(config, values, callback);
    const text = typeof config === 'string' ? config : config?.text;
    const read = typeof text === 'string' && this.isPlainRead(text);
    const lane = this.pick(read);
    if (lane) return this.send(lane, config, values, read);
    // A write finding every shared connection busy waits for a connection of its own, as before.
    if (!read) return super.query(config, values);
    return new Promise((resolve, reject) => {
      this.waiting.push({ config, values, resolve, reject });
      this.armRecheck();
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's own query config
  private send(lane: Lane, config: any, values: unknown, read: boolean): Promise<unknown> {
    lane.sent.push(performance.now());
    if (!read) lane.writes++;
    // Answers come in the order the statements were sent; a failed statement ends its turn too.
    const answered = () => {
      // Idle time counts from the last answer: a slow statement's connection was in use throughout.
      lane.lastUsed = performance.now();
      lane.sent.shift();
      if (!read) lane.writes--;
      this.sendWaiting();
    };
    return (lane.client.query(config, values) as Promise<unknown>).then(
      (result) => {
        answered();
        return result;
      },
      (err) => {
        // A fatal error (the backend ending the session) or one of the client's own (the socket
        // lost) means the connection is gone: no further statement is sent on it.
        if (!lane.closed && isFatal(err)) this.close(lane);
        answered();
        throw err;
      },
    );
  }

  /** Sends the waiting reads, oldest first, while a shared connection has room for them. */
  private sendWaiting(): void {
    while (this.waiting.length && !this.closing) {
      const lane = this.pick(true);
      if (!lane) break;
      const next = this.waiting.shift() as Waiting;
      this.send(lane, next.config, next.values, true).then(next.resolve, next.reject);
    }
    this.armRecheck();
  }

  private armRecheck(): void {
    if (!this.waiting.length || this.recheck || this.closing) return;
    this.recheck = setTimeout(() => {
      this.recheck = undefined;
      this.sendWaiting();
    }, STALLED_AFTER_MS / 2);
  }

  /**
   * The shared connection for the next statement (see the class comment), or none: for a write
   * when none is idle, for a read when `busyLanes` are full (it then waits in the server). Only a
   * plain read is sent behind another statement, and only behind plain reads: a statement that may
   * wait for a lock (a write, a locking read, an advisory lock, the sign-in's reservation) could
   * wait for a transaction whose next statement is the one queued behind it, and neither would
   * ever finish.
   */
  private pick(read: boolean): Lane | undefined {
    const now = performance.now();
    let idle: Lane | undefined;
    let busy = 0;
    for (const lane of this.lanes) {
      const depth = lane.sent.length;
      if (depth === 0) {
        idle ??= lane;
        continue;
      }
      if (now - (lane.sent[0] as number) > STALLED_AFTER_MS) continue;
      busy++;
      if (read && lane.writes === 0 && depth < PIPELINE_DEPTH) return lane;
    }
    // A write goes only where nothing waits; a read opens another connection only while fewer
    // than `busyLanes` carry statements that are not stalled, and otherwise waits its turn.
    if (!read) return idle;
    if (busy >= this.busyLanes) return undefined;
    if (idle) return idle;
    return this.lanes.length < this.maxLanes ? this.open() : undefined;
  }

  /** Whether `text` only reads and takes no lock a transaction could hold (cached per text). */
  private isPlainRead(text: string): boolean {
    let read = this.reads.get(text);
    if (read === undefined) {
      read = READ.test(text) && !MAY_WAIT.test(text);
      this.reads.set(text, read);
    }
    return read;
  }

  private open(): Lane {
    const client = new PreparedClient(this.laneConfig);
    const lane: Lane = { client, sent: [], writes: 0, lastUsed: performance.now(), closed: false };
    // A connection that fails is dropped at once: statements already on it fail with its error
    // (answered 503, as with the ordinary pool), the next ones open a new connection.
    const drop = (err?: Error) => {
      if (lane.closed) return;
      this.close(lane);
      if (err) this.onLaneError(err);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    // Statements given before the connection is up wait in the client's queue and go out once it
    // is; if it cannot connect they fail with its error.
    client.connect().catch(drop);
    this.lanes.push(lane);
    return lane;
  }

  private close(lane: Lane): void {
    lane.closed = true;
    const at = this.lanes.indexOf(lane);
    if (at >= 0) this.lanes.splice(at, 1);
    lane.client.end().catch(() => undefined);
    // Reads waiting for room go out on the others, or on a new connection.
    queueMicrotask(() => this.sendWaiting());
  }

  /** Shared connections open now (those connecting included). */
  get sharedConnections(): number {
    return this.lanes.length;
  }

  /** Closes the shared connection idle longest, if it has been idle `laneIdleMs`: one per sweep. */
  private closeLongestIdle(): void {
    const idleSince = performance.now() - this.laneIdleMs;
    let longest: Lane | undefined;
    for (const lane of this.lanes) {
      if (lane.sent.length > 0 || lane.lastUsed >= idleSince) continue;
      if (!longest || lane.lastUsed < longest.lastUsed) longest = lane;
    }
    if (longest) this.close(longest);
  }

  override async end(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    clearTimeout(this.recheck);
    for (const w of this.waiting.splice(0))
      w.reject(new Error('Cannot use a pool after calling end on the pool'));
    await Promise.all(
      this.lanes.splice(0).map((lane) => {
        lane.closed = true;
        return lane.client.end().catch(() => undefined);
      }),
    );
    await super.end();
  }
}
