import pg from 'pg';
import { BoundedMap } from '../lib/bounded-map';

/**
 * What a named statement's answers look like on one connection: PostgreSQL's row description and
 * what pg built from it for the query's type parsers (kept with the `types` they were built for).
 */
export interface RowShape {
  fields: unknown[];
  types: unknown;
  parsers: unknown;
  emptyRow: unknown;
}

/** Row shapes one connection remembers; its named statements are bounded anyway (statement-names.ts). */
const MAX_SHAPES = 1000;

export const rowShapes = () => new BoundedMap<string, RowShape>(MAX_SHAPES);

/** The parts of pg's Query (lib/query.js, pg 8) this class builds on; pg does not type them. */
interface QueryInternals {
  name?: string;
  text: string;
  types: unknown;
  values: unknown[];
  rows?: number;
  portal: string;
  binary?: boolean;
  callback?: (err: Error | null, result?: unknown) => void;
  _result: { fields: unknown[]; _parsers: unknown; _prebuiltEmptyResultObject: unknown };
  _accumulateRows: boolean;
  _checkForMultirow(): void;
  hasBeenParsed(connection: unknown): boolean;
  handleError(err: unknown, connection: unknown): void;
  _getRows(connection: unknown, rows?: number): void;
  listeners(event: string): unknown[];
}

/** The parts of pg's Connection (lib/connection.js) a statement's preparation uses. */
interface Connection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(config: { text: string; name?: string; types: unknown }): void;
  bind(config: Record<string, unknown>): void;
  describe(config: { type: 'P'; name: string }): void;
  close(config: { type: 'S'; name?: string }): void;
  sync(): void;
}

// biome-ignore lint/suspicious/noExplicitAny: pg's Query, whose internals are untyped
const Query = pg.Query as any as new (config: unknown, values?: unknown, callback?: unknown) => object;
/** How pg writes a parameter for Bind (lib/utils.js), as its own `prepare` passes it. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: unknown } }).utils;

/**
 * A named statement run without asking PostgreSQL to describe its rows once this connection knows
 * them. pg asks for the portal's description on every execution (Describe), so each answer carries
 * a RowDescription that pg parses and turns into type parsers again: for a read by id that was
 * about a tenth of the server's time (docs/performance.md, "The request path"). A named statement's
 * description cannot change while it stays prepared (PostgreSQL refuses to run it when its result
 * type changes), so the first execution's description serves every later one on the connection;
 * a statement that fails forgets it. The wire protocol is the same minus one message each way.
 */
export class KnownShapeQuery extends Query {
  constructor(
    config: unknown,
    values: unknown,
    callback: (err: Error | null, result?: unknown) => void,
    private readonly shapes: BoundedMap<string, RowShape>,
  ) {
    super(config, values, callback);
  }

  private get q(): QueryInternals {
    return this as unknown as QueryInternals;
  }

  /**
   * pg's `prepare` (lib/query.js): Parse unless this connection has the statement, Bind, Describe
   * unless its rows are known, Execute, Sync. One more difference: pg closes the statement when a
   * value cannot be written for Bind but goes on believing it is prepared, so every later run of
   * it failed ("prepared statement does not exist"); here the connection forgets it too.
   */
  prepare(connection: Connection) {
    const q = this.q;
    const name = q.name;
    const parsed = q.hasBeenParsed(connection);
    if (!parsed) {
      connection.parse({ text: q.text, name, types: q.types });
      if (name !== undefined) connection.submittedNamedStatements[name] = q.text;
    }
    const shape = parsed && name !== undefined ? this.shapes.get(name) : undefined;
    try {
      connection.bind({
        portal: q.portal,
        statement: name,
        values: q.values,
        binary: q.binary,
        valueMapper: prepareValue,
      });
    } catch (err) {
      connection.close({ type: 'S', name });
      connection.sync();
      if (name !== undefined) {
        delete connection.parsedStatements[name];
        delete connection.submittedNamedStatements[name];
      }
      q.handleError(err, connection);
      return;
    }
    if (shape) this.useShape(shape);
    else connection.describe({ type: 'P', name: q.portal || '' });
    q._getRows(connection, q.rows);
  }

  /** What pg's `handleRowDescription` does, from the remembered shape. */
  private useShape(shape: RowShape) {
    const q = this.q;
    q._checkForMultirow();
    const result = q._result;
    if (shape.types === q.types) {
      result.fields = shape.fields;
      result._parsers = shape.parsers;
      result._prebuiltEmptyResultObject = shape.emptyRow;
    } else {
      // Another caller's type parsers (a statement drizzle did not prepare): built again for them.
      (result as unknown as { addFields(f: unknown[]): void }).addFields(shape.fields);
    }
    q._accumulateRows = Boolean(q.callback) || !q.listeners('row').length;
  }

  handleRowDescription(msg: { fields: unknown[] }) {
    (Query.prototype as { handleRowDescription(m: unknown): void }).handleRowDescription.call(this, msg);
    const q = this.q;
    if (q.name === undefined) return;
    const result = q._result;
    this.shapes.set(q.name, {
      fields: msg.fields,
      types: q.types,
      parsers: result._parsers,
      emptyRow: result._prebuiltEmptyResultObject,
    });
  }

  handleError(err: unknown, connection: unknown) {
    const q = this.q;
    if (q.name !== undefined) this.shapes.delete(q.name);
    (Query.prototype as { handleError(e: unknown, c: unknown): void }).handleError.call(
      this,
      err,
      connection,
    );
  }
}
