import { createHash } from 'node:crypto';
import { finished, type Readable, Transform, type TransformCallback } from 'node:stream';
import { Invalid } from '../../lib/errors';
import { tooLarge } from './upload-check';

/** Enough of a file's start to know its type (sniff.ts reads at most the first 64 bytes). */
const HEAD_BYTES = 64;

/**
 * An upload as it streams through: counted (failing with 413 as soon as it passes `maxBytes`),
 * hashed, and, when given `sniff`, held back until its first bytes name its type (failing with
 * `refusal` when they name none). Nothing passes until the type is known, so a store never sees
 * a byte of a refused file.
 */
export class UploadMeter extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headSize = 0;
  private typed = false;
  /** The type the first bytes name; rejects when the upload fails before they are known. */
  readonly type: Promise<string | null>;
  private settleType!: (mime: string | null) => void;

  constructor(
    private readonly maxBytes: number,
    private readonly sniff: ((head: Uint8Array) => string | null) | null,
    private readonly refusal: () => Error,
  ) {
    super();
    this.type = new Promise((resolve, reject) => {
      this.settleType = resolve;
      this.once('error', reject);
    });
    // Whoever reads the meter hears of its failure; the type need not be awaited to be safe.
    this.type.catch(() => {});
    if (!sniff) this.release();
  }

  /** The SHA-256 of every byte seen, once the upload has ended. */
  digest = () => this.hash.digest('hex');

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(tooLarge(this.maxBytes));
    this.hash.update(chunk);
    if (this.typed) return done(null, chunk);
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < HEAD_BYTES) return done();
    this.judge(done);
  }

  override _flush(done: TransformCallback) {
    if (this.size === 0) return done(Invalid('fileEmpty'));
    if (this.typed) return done();
    this.judge(done);
  }

  private judge(done: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    const mime = this.sniff?.(head) ?? null;
    if (!mime) return done(this.refusal());
    this.release(mime);
    done(null, head);
  }

  private release(mime: string | null = null) {
    this.typed = true;
    this.settleType(mime);
  }
}

/**
 * Feeds `source` into `meter`. A source that fails or closes before its end (its sender gone)
 * fails the meter, and so whatever reads it. When the meter fails, the source is left unread for
 * its owner to discard (a request still owes its sender an answer).
 */
export function feed(source: Readable, meter: UploadMeter) {
  source.pipe(meter);
  finished(source, { writable: false }, (err) => {
    if (err) meter.destroy(err);
  });
  return meter;
}
