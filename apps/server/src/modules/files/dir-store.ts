import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertKey, type FileStore, UUID } from './file-store';

/** A temporary file of `writeWhole`: the target's key, then `.<uuid>.tmp`. */
const TEMP = new RegExp(`^(${UUID.source.slice(1, -1)})(\\.${UUID.source.slice(1, -1)}\\.tmp)$`);

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
      await writeWhole(pathOf(key), async (temp) => {
        const handle = await fsp.open(temp, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
      });
    },
    async putStream(key, body) {
      // `flush`: synced to the disk before the file is closed, as `put` does.
      await writeWhole(pathOf(key), (temp) =>
        pipeline(body, fs.createWriteStream(temp, { flags: 'wx', flush: true })),
      );
    },
    async get(key) {
      try {
        return new Uint8Array(await fsp.readFile(pathOf(key)));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key, range) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(pathOf(key), 'r');
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      try {
        if (range) return { body: handle.createReadStream(range), size: range.end - range.start + 1 };
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      // The sweep also removes what a process that died mid-write left (`list` names those too).
      const temp = TEMP.exec(key);
      await fsp.rm(temp ? `${pathOf(temp[1])}${temp[2]}` : pathOf(key), { force: true });
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

/**
 * Writes `target` under a temporary name (`write` flushes it to the disk), then renames; a failed
 * write (a stream that broke off) removes the temporary file, so the target is whole or absent.
 */
async function writeWhole(target: string, write: (temp: string) => Promise<unknown>) {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await write(temp);
    await fsp.rename(temp, target);
  } catch (err) {
    await fsp.rm(temp, { force: true });
    throw err;
  }
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
