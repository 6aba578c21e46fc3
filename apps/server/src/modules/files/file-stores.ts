import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDbStore } from './db-store';
import { createDirStore } from './dir-store';
import type { FileStore } from './file-store';
import type { FileStores } from './files.service';

/**
 * The stores the configuration names: new files go to `FILE_STORE`; the directory (always on
 * this machine) and a named bucket stay readable, so files written before a change still serve.
 */
export async function fileStoresOf(config: Config['files'], db: Db): Promise<FileStores & { close(): void }> {
  const all: FileStore[] = [createDbStore(db), createDirStore(config.dir)];
  // The S3 client takes a while to load: only servers that use a bucket load it.
  if (config.s3) all.push((await import('./s3-store')).createS3Store(config.s3));
  const current = all.find((s) => s.kind === config.store);
  // The configuration refuses FILE_STORE=s3 without a bucket, so this is a programming error.
  if (!current) throw new Error(`file store ${config.store} is not configured`);
  return {
    current,
    others: all.filter((s) => s !== current),
    close: () => {
      for (const s of all) s.close?.();
    },
  };
}
