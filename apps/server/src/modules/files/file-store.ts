import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range';

/** Where a file's bytes are kept; `files.store` records it per file. */
export const STORE_KINDS = ['db', 'dir', 's3'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** Bytes to serve: a stream with its length (of the range asked, if one was), so they need not sit in memory. */
export type ByteStream = { body: Readable; size?: number };

/** What a presigned GET answers with, fixed by its signature. */
export type PresignedGet = { contentType: string; contentDisposition: string; cacheControl: string };

/**
 * A place for file bytes, keyed by the file's id. The `files` row stays the record of every
 * file whatever the store: a key no row names is never served.
 */
export interface FileStore {
  readonly kind: StoreKind;
  /** The bytes travel inside the row itself (`files.data`), written by the row's insert. */
  readonly inRow?: boolean;
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The bytes, or null when the store holds no such key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key; a key already gone is no error. */
  delete(key: string): Promise<void>;
  /** The bytes as a stream, only those of `range` when one is given; null when the key is absent. */
  stream?(key: string, range?: ByteRange): Promise<ByteStream | null>;
  /**
   * Writes the key from a stream without holding it in memory, reading `body` to its end. When
   * `body` fails (too large, its sender gone) the promise rejects and nothing of the key is left.
   */
  putStream?(key: string, body: Readable, mime: string): Promise<void>;
  /** An address that serves the key for `seconds` without this server (a bucket's presigned GET). */
  presignGet?(key: string, seconds: number, answer: PresignedGet): Promise<string>;
  /** Every key held with when it was written, for finding bytes that no row names. */
  list?(): AsyncIterable<{ key: string; modified: Date }>;
  /** Releases connections when the server stops. */
  close?(): void;
}

/** File ids are UUIDs: anything else is refused before it can name a path or an object. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertKey(key: string) {
  if (!UUID.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}

/** Bytes as a plain Uint8Array: node-postgres answers a Buffer, PGlite a Uint8Array. */
export const asBytes = (data: Uint8Array): Uint8Array =>
  new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
