/**
 * An int[] or bigint[] column as the drivers hand it over (node-postgres: an array, of strings for
 * bigint; PGlite: an array; either: its text form `{1,2}`), as numbers. Ids only: anything that
 * is not a safe integer is an error, not a silent NaN.
 */
export function intArray(value: unknown): number[] {
  const items = Array.isArray(value)
    ? value
    : String(value ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .filter(Boolean);
  return items.map((v) => {
    const n = Number(v);
    if (!Number.isSafeInteger(n)) throw new Error(`not an id: ${v}`);
    return n;
  });
}

/** The element type of int[] (`int4`), as PostgreSQL's binary array format names it. */
const INT4_OID = 23;

/**
 * An int[] of ids as a statement's parameter. node-postgres sends it in PostgreSQL's binary array
 * format (it sends the Buffer `toPostgres` answers as binary), which the database takes element by
 * element; sent as text, every run parsed it again: 128 microseconds of the database's time for a
 * small subtree's 2,010 stores (docs/performance.md, "Tenant scope"), where pgbench, running the
 * statement with the ids written in, parses them once when it prepares it. PGlite takes its text
 * (db/pglite-prepared.ts), and so does the statement capture of the benchmarks (`toJSON`).
 */
export class IntArrayParam {
  /** The `{1,2}` literal. */
  readonly text: string;
  private readonly bytes: Buffer;

  constructor(ids: readonly number[]) {
    this.text = `{${ids.join(',')}}`;
    // ndim, has-nulls flag, element type, then the one dimension (length, lower bound), then each
    // element as its length and its value.
    const bytes = Buffer.alloc(20 + ids.length * 8);
    bytes.writeInt32BE(ids.length ? 1 : 0, 0);
    bytes.writeInt32BE(0, 4);
    bytes.writeUInt32BE(INT4_OID, 8);
    if (ids.length) {
      bytes.writeInt32BE(ids.length, 12);
      bytes.writeInt32BE(1, 16);
    }
    ids.forEach((id, i) => {
      if (!Number.isInteger(id) || id < -2_147_483_648 || id > 2_147_483_647)
        throw new Error(`not an int id: ${id}`);
      bytes.writeInt32BE(4, 20 + i * 8);
      bytes.writeInt32BE(id, 24 + i * 8);
    });
    // An empty array is its header alone (ndim 0).
    this.bytes = ids.length ? bytes : bytes.subarray(0, 12);
  }

  /** What node-postgres sends: a Buffer, in binary. */
  toPostgres(): Buffer {
    return this.bytes;
  }

  toJSON(): string {
    return this.text;
  }

  toString(): string {
    return this.text;
  }
}
