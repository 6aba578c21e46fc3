import { randomUUID } from 'node:crypto';
import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type FileStore } from './file-store';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Bytes as files under `root`, named by key and sharded by its first characters
 * (`ab/cd/abcd…`) so no directory grows past a few thousand entries. A file is written under a
 * temporary name, flushed, then renamed: a crash leaves a whole file or a `.tmp` one, never half.
 */
export function createDirStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    kind: 'dir',
    async put(key, bytes) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.tmp`;
      const handle = await fsp.open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fsp.rename(temp, target);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await fsp.readFile(pathOf(key)));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(pathOf(key), 'r');
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async *list() {
      // Walked one shard at a time, so millions of files never sit in memory at once.
      for await (const top of subdirs(root))
        for await (const shard of subdirs(top))
          for await (const entry of await fsp.opendir(shard))
            if (entry.isFile())
              yield { key: entry.name, modified: (await fsp.stat(path.join(shard, entry.name))).mtime };
    },
  };
}

async function* subdirs(dir: string) {
  let handle: fs.Dir;
  try {
    handle = await fsp.opendir(dir);
  } catch (err) {
    if (missing(err)) return;
    throw err;
  }
  for await (const entry of handle) if (entry.isDirectory()) yield path.join(dir, entry.name);
}
