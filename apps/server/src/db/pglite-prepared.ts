import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { IntArrayParam } from './int-array';
import { StatementNames } from './statement-names';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** PGlite's own locks, public on the instance though marked internal in its types. */
type Locks = {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

const { serialize } = protocol;

/** The databases whose `query` already runs prepared. */
const alreadyPrepared = new WeakSet<PGlite>();

/**
 * Makes the embedded database run the server's parameterized statements as named prepared
 * statements, under the same rules as PostgreSQL (statement-names.ts). PGlite's `query` parses,
 * describes and plans every statement it is given: the device list's statement ran 126-317 times a
 * second that way and 898-1,466 prepared (docs/performance.md, "The embedded caller"). Here a
 * statement is parsed and described once; later calls bind and execute it, and PostgreSQL settles
 * on a generic plan as it does for any prepared statement.
 *
 * It speaks PGlite's extended protocol exactly as PGlite's own `query` does (parse, describe,
 * bind, describe the portal, execute, sync; the same serializers, parsers and locks, waiting for
 * a transaction under way), only with a name. Statements inside a transaction keep PGlite's own
 * path (its transaction object does not go through `query`), and so do statements without
 * parameters, pattern searches with their pattern as a parameter, and statements beyond the bound.
 */
export function prepareStatements(client: PGlite): void {
  // Once per database: a second set of names would parse again what the session already holds.
  if (alreadyPrepared.has(client)) return;
  alreadyPrepared.add(client);
  const names = new StatementNames();
  /** The parameter types of each statement prepared in the database's session. */
  const prepared = new Map<string, number[]>();
  const locks = client as unknown as Locks;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function runPrepared(name: string, text: string, params: unknown[], options?: QueryOptions) {
    const messages: BackendMessage[] = [];
    try {
      let types = prepared.get(name);
      if (!types) {
        messages.push(...(await send(serialize.parse({ name, text, types: options?.paramTypes }))));
        try {
          types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
        } catch (err) {
          await send(serialize.close({ type: 'S', name })).catch(() => undefined);
          throw err;
        }
        prepared.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = types[i] as number;
        const write = options?.serializers?.[type] ?? client.serializers[type];
        return write ? write(value) : String(value);
      });
      messages.push(
        ...(await send(serialize.bind({ statement: name, values }))),
        ...(await send(serialize.describe({ type: 'P' }))),
        ...(await send(serialize.execute({}))),
      );
    } catch (err) {
      // As PGlite's own errors: the statement and its values travel with the database's error.
      if (err instanceof protocol.messages.DatabaseError)
        Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results;
  }

  // The fallback is looked up at each call, so a test's spy on PGlite's `query` still sees it.
  const unprepared = Object.getPrototypeOf(client) as PGlite;
  client.query = (async (text: string, given?: unknown[], options?: QueryOptions) => {
    // node-postgres sends an id array in binary; PGlite takes its text.
    const params = given?.map((v) => (v instanceof IntArrayParam ? v.text : v));
    const name = params?.length && !options?.blob ? names.nameFor(text, true) : undefined;
    if (!name || !params) return unprepared.query.call(client, text, params, options);
    await locks._checkReady();
    return locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(() => runPrepared(name, text, params, options)),
    );
  }) as PGlite['query'];
}
