// The embedded default (`npm start`: PGlite in the server's process, demo data, the default file
// store) taking a device's skin tests of large images while someone lists: a bound demo device
// uploads UPLOADS tests of IMAGES noise PNGs of ~4 MB each (`POST /api/device-api/test`, one
// multipart request of ~80 MB each, docs/skin-tests.md "The upload"), one after another, while
// manager1 lists the test records one request at a time (closed loop). It measures the lister's
// latencies during the uploads, the server's peak resident memory (VmRSS every 100 ms) and the
// uploads' throughput against the raw throughput of the directory file store's writes on the same
// disk (the same images as files, each written under a temporary name, fsynced and renamed, into
// the server's DATA_DIR), measured once before and once after the uploads.
//
//   node --import tsx bench/upload.mjs                       # 3 uploads of 20 × ~4 MB, prints the figures
//   node --import tsx bench/run.mjs --only upload            # the same, as rows of the run's table
//   UPLOADS=2 IMAGES=10 node --import tsx bench/upload.mjs   # fewer, smaller requests
//
// The images are made once with sharp (random noise, so PNG cannot compress them) and kept under
// BENCH_DATA_DIR (default: the system's temporary directory, `skin-bench-upload/`); each run's
// server gets a fresh data directory beside them, removed at the end.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDirStore } from '../apps/server/src/modules/files/dir-store.ts';
import { signIn, startServer } from './lib/server.mjs';

/** The list someone keeps asking while the uploads run: the test records' first page. */
const LIST = '/api/test-record?pageNum=1&pageSize=20';
/** The server's bound on one image (`TEST_UPLOAD_LIMITS.imageBytes`): an image over it is refused. */
const IMAGE_LIMIT = 4 * 1024 * 1024;
const MB = 1_000_000;
const dataRoot = () => process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'skin-bench-upload');

/**
 * `count` distinct noise PNGs of `width` × `height` (RGB), made once and kept: random pixels do not
 * compress, so each is width × height × 3 bytes and a little more. Answers their bytes.
 */
async function noiseImages(count, width, height) {
  const dir = path.join(dataRoot(), `images-${width}x${height}`);
  fs.mkdirSync(dir, { recursive: true });
  const { default: sharp } = await import('sharp');
  const images = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `noise-${i}.png`);
    if (!fs.existsSync(file)) {
      const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
      fs.writeFileSync(`${file}.tmp`, png);
      fs.renameSync(`${file}.tmp`, file);
    }
    const bytes = fs.readFileSync(file);
    if (bytes.length > IMAGE_LIMIT)
      throw new Error(`${file}: ${bytes.length} bytes, over the server's ${IMAGE_LIMIT} per image`);
    images.push(bytes);
  }
  return images;
}

/**
 * The directory file store itself (modules/files/dir-store.ts) writing `images` under `root`: each
 * a file of its own in a sharded directory, written under a temporary name, fsynced, renamed. MB/s.
 */
async function rawWrites(root, images) {
  const store = createDirStore(root);
  const started = performance.now();
  for (const bytes of images) await store.put(randomUUID(), bytes, 'image/png');
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(root, { recursive: true, force: true });
  return images.reduce((n, b) => n + b.length, 0) / MB / seconds;
}

/** One request with `chunks` as its body, written as they are (no copy of the ~80 MB). */
function request(url, { method = 'GET', headers = {}, chunks = [], agent, timeoutMs = 600_000 }) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const body = [];
      res.on('data', (c) => body.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(body).toString() }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

const POSITIONS = ['front', 'left', 'right', 'unknown'];
const IMAGE_TYPES = 5;

/** A skin test's multipart body: the `test` field, then one file part per image. */
function multipart(clientId, images) {
  if (images.length > IMAGE_TYPES * POSITIONS.length)
    throw new Error(`at most ${IMAGE_TYPES * POSITIONS.length} images: one per image type and position`);
  const boundary = `----skinbench${randomUUID()}`;
  const test = {
    clientId,
    consumer: { phone: '13912349999', name: 'Upload Bench' },
    facePosition: 'front',
    skinAge: 31,
    testedAt: new Date().toISOString(),
    scores: [
      { code: 'pores', score: 35 },
      { code: 'acne', score: 72 },
      { code: 'moisture', score: 90 },
    ],
    // Each image a slot of its own (a type and a position once per test): the five image types
    // seeded with the knowledge base, each in the four positions, 20 slots at most.
    images: images.map((_, i) => ({
      indexNo: Math.floor(i / POSITIONS.length) + 1,
      position: POSITIONS[i % POSITIONS.length],
      part: `image${i}`,
    })),
  };
  const chunks = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="test"\r\n\r\n${JSON.stringify(test)}\r\n`,
    ),
  ];
  images.forEach((bytes, i) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image${i}"; filename="image${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const length = chunks.reduce((n, c) => n + c.length, 0);
  return {
    chunks,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
    length,
  };
}

const json = (r, what) => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.body.slice(0, 300)}`);
  return JSON.parse(r.body).data;
};

/**
 * The latencies with the lists a closed loop leaves out (HdrHistogram's `recordValueWithExpectedInterval`,
 * as wrk2 corrects it): one lister asking one list at a time sends a single request through a stall
 * of 50 s where it sends thousands in 50 s of quick answers, so its p99 over requests read 121 ms
 * in one run and 47,752 ms in the next with the same stalls, depending on how many quick requests
 * surrounded the three stalls. Each latency L over `interval` (the lister's usual time per list)
 * also counts the lists it kept from being sent: L - interval, L - 2 × interval, ... down to
 * `interval`, as a list asked every `interval` would have waited. Quick answers are counted as they are.
 */
function withOmitted(latencies, interval) {
  const all = [...latencies];
  for (const l of latencies)
    for (let missed = l - interval; missed > interval; missed -= interval) all.push(missed);
  return all;
}

/** The latencies' p50, p99 and max (ms), as lib/load.mjs's Node client reads percentiles. */
function percentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  const round = (v) => Math.round(v * 10) / 10;
  return {
    requests: sorted.length,
    p50: round(pct(0.5)),
    p99: round(pct(0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * The scenario on a fresh embedded server: answers the lister's latencies during the uploads (and
 * alone, before them), the server's resident memory (idle before, peak during), the uploads' and
 * the raw writes' MB/s, and each upload's size and time.
 */
export async function measureUpload({
  uploads = Number(process.env.UPLOADS ?? 3),
  images = Number(process.env.IMAGES ?? 20),
  width = 1200,
  height = 1100,
  /** Seconds the lister is warmed, then measured alone, before the uploads. */
  warmSeconds = 2,
  aloneSeconds = 3,
  port = 18_540,
  prefix = [],
  log = (m) => console.error(`[upload] ${m}`),
} = {}) {
  const t0 = performance.now();
  const pictures = await noiseImages(images, width, height);
  const imageMb = pictures.reduce((n, b) => n + b.length, 0) / MB;
  log(
    `${images} images of ${width}×${height}, ${imageMb.toFixed(1)} MB in all (made or read in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  fs.mkdirSync(dataRoot(), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(dataRoot(), 'run-'));
  // As `npm start` runs it: the embedded database under DATA_DIR, demo data, the default file store.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', FILE_STORE: '' };
  try {
    const started = performance.now();
    const server = await startServer({ port, env, prefix });
    log(`server started and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const startMb = server.rssMb();
    try {
      const admin = await signIn(server.base, 'admin', 'admin123');
      // The demo binds one analyzer, to manager1's store: the platform gives it a new secret.
      const devices = json(
        await request(`${server.base}/api/device?pageNum=1&pageSize=50`, { headers: admin }),
        'devices',
      ).list;
      const bound = devices.find((d) => d.storeId !== null);
      if (!bound) throw new Error('the demo data has no device bound to a store');
      const { secret } = json(
        await request(`${server.base}/api/device/secret`, {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          chunks: [JSON.stringify({ id: bound.id })],
        }),
        'device secret',
      );
      const { access_token: deviceToken } = json(
        await request(`${server.base}/api/device-api/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          chunks: [JSON.stringify({ serialNumber: bound.serialNumber, secret })],
        }),
        'device sign-in',
      );
      const device = { authorization: `Bearer ${deviceToken}` };
      const lister = await signIn(server.base, 'manager1', 'manager1123');
      const upload = async (clientId, parts) => {
        const body = multipart(clientId, parts);
        const t = performance.now();
        const r = await request(`${server.base}/api/device-api/test`, {
          method: 'POST',
          headers: { ...device, ...body.headers },
          chunks: body.chunks,
        });
        const seconds = (performance.now() - t) / 1000;
        const data = json(r, `upload ${clientId}`);
        if (data.duplicate) throw new Error(`upload ${clientId}: answered as a duplicate`);
        return { id: data.id, mb: body.length / MB, seconds };
      };

      // The lister: one request at a time, each latency kept, until `stop` is set.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const listUntil = async (stop) => {
        const latencies = [];
        let errors = 0;
        while (!stop()) {
          const t = performance.now();
          try {
            const r = await request(server.base + LIST, { headers: lister, agent, timeoutMs: 300_000 });
            if (r.status !== 200) errors++;
          } catch {
            errors++;
          }
          latencies.push(performance.now() - t);
        }
        return { ...percentiles(latencies), errors, latencies };
      };
      const listFor = (ms) => {
        const until = performance.now() + ms;
        return listUntil(() => performance.now() >= until);
      };

      // Warm-ups, not counted: the list's statements and code, and one upload of a single image,
      // which loads sharp and runs the upload's path once, as a server long up has done.
      await listFor(warmSeconds * 1000);
      await upload(`bench-warm-${randomUUID()}`, pictures.slice(0, 1));
      const { latencies: _, ...alone } = await listFor(aloneSeconds * 1000);
      const idleMb = server.rssMb();

      // The baseline, before and after the uploads: the same bytes through the directory store's
      // writes, under the server's data directory (the disk the embedded database writes to).
      const rawBefore = await rawWrites(path.join(dataDir, 'raw-writes'), pictures);

      // Resident memory every 100 ms, and the kernel's high-water mark reset to now (Linux: 5 in
      // clear_refs), read at the end as a check on what the samples may have missed between them.
      try {
        fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
      } catch {}
      let peakMb = server.rssMb();
      const sampler = setInterval(() => {
        try {
          peakMb = Math.max(peakMb, server.rssMb());
        } catch {}
      }, 100);
      let uploading = true;
      const listing = listUntil(() => !uploading);
      const done = [];
      try {
        for (let i = 0; i < uploads; i++) {
          done.push(await upload(`bench-${Date.now()}-${randomUUID().slice(0, 8)}`, pictures));
          log(`upload ${i + 1}: ${done.at(-1).mb.toFixed(1)} MB in ${done.at(-1).seconds.toFixed(1)} s`);
        }
      } finally {
        uploading = false;
        clearInterval(sampler);
      }
      peakMb = Math.max(peakMb, server.rssMb());
      let hwmMb;
      try {
        const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
        hwmMb = Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024);
      } catch {}
      const { latencies, ...during } = await listing;
      // The usual time per list: the lister's median alone, before the uploads (at least 1 ms).
      const interval = Math.max(1, alone.p50);
      const { requests: counted, ...omitted } = percentiles(withOmitted(latencies, interval));
      const corrected = { ...omitted, counted, interval };
      agent.destroy();

      const rawAfter = await rawWrites(path.join(dataDir, 'raw-writes'), pictures);
      const uploadMbPerSecond = done.reduce((n, u) => n + u.mb, 0) / done.reduce((n, u) => n + u.seconds, 0);
      return {
        images,
        imageMb,
        uploads: done.map((u) => ({
          mb: Math.round(u.mb * 10) / 10,
          seconds: Math.round(u.seconds * 100) / 100,
        })),
        during,
        corrected,
        alone,
        startMb,
        idleMb,
        peakMb,
        hwmMb,
        uploadMbPerSecond,
        rawMbPerSecond: (rawBefore + rawAfter) / 2,
        raw: [rawBefore, rawAfter].map((v) => Math.round(v * 10) / 10),
        onTmpfs: onTmpfs(dataDir),
        seconds: (performance.now() - t0) / 1000,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether `dir` is on tmpfs (memory, where fsync writes nothing): noted beside the baseline. */
function onTmpfs(dir) {
  try {
    return fs.statfsSync(dir).type === 0x01021994;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureUpload();
  console.log(JSON.stringify(r, null, 2));
  console.log(
    `\nlister during ${r.uploads.length} uploads of ${r.images} images (${r.imageMb.toFixed(1)} MB): p50 ${r.corrected.p50} ms, p99 ${r.corrected.p99} ms, max ${r.corrected.max} ms with the lists a closed loop leaves out (every ${r.corrected.interval} ms); per request p50 ${r.during.p50} ms, p99 ${r.during.p99} ms over ${r.during.requests} lists (${r.during.errors} failed); alone p99 ${r.alone.p99} ms`,
  );
  console.log(
    `server memory: ${r.startMb} MB after start, ${r.idleMb} MB idle before the uploads, peak ${r.peakMb} MB (VmHWM ${r.hwmMb ?? '?'} MB)`,
  );
  console.log(
    `upload ${r.uploadMbPerSecond.toFixed(1)} MB/s vs raw file store writes ${r.rawMbPerSecond.toFixed(1)} MB/s (${r.raw.join(' / ')}): ${(r.uploadMbPerSecond / r.rawMbPerSecond).toFixed(3)}x`,
  );
  console.log(`took ${r.seconds.toFixed(0)} s`);
}
