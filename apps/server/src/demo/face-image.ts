import { deflateSync } from 'node:zlib';

/** CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** The light of each image type, as a tint over the skin (daylight, polarized, texture, UV, Wood's lamp). */
const TINTS: [number, number, number][] = [
  [255, 224, 196],
  [236, 196, 176],
  [210, 210, 210],
  [150, 120, 220],
  [120, 170, 230],
];

/**
 * A small generated face photo for the demo data (PNG, `size` pixels square): an oval face turned
 * to the given side, tinted by the image type's light, with a few spots placed by `seed`.
 */
export function faceImage(opts: {
  typeIndex: number;
  position: string;
  seed: number;
  size?: number;
}): Buffer {
  const size = opts.size ?? 96;
  const [r0, g0, b0] = TINTS[(opts.typeIndex - 1 + TINTS.length) % TINTS.length];
  const shift = opts.position === 'left' ? -0.12 : opts.position === 'right' ? 0.12 : 0;
  const spots = Array.from({ length: 6 }, (_, i) => {
    const v = Math.sin(opts.seed * 12.9898 + i * 78.233) * 43758.5453;
    const w = Math.sin(opts.seed * 4.1414 + i * 19.19) * 9631.3;
    return { x: 0.35 + (v - Math.floor(v)) * 0.3 + shift, y: 0.35 + (w - Math.floor(w)) * 0.35 };
  });
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const u = x / size - 0.5 - shift;
      const v = y / size - 0.5;
      const inFace = (u / 0.32) ** 2 + (v / 0.42) ** 2 <= 1;
      const spot = spots.some((s) => (x / size - s.x) ** 2 + (y / size - s.y) ** 2 < 0.0006);
      const eye = Math.abs(v + 0.1) < 0.03 && (Math.abs(u - 0.12) < 0.05 || Math.abs(u + 0.12) < 0.05);
      let px: [number, number, number] = [40, 44, 52];
      if (inFace) px = eye ? [60, 50, 45] : spot ? [r0 - 70, g0 - 80, b0 - 80] : [r0, g0, b0];
      const at = y * (size * 3 + 1) + 1 + x * 3;
      raw[at] = Math.max(0, px[0]);
      raw[at + 1] = Math.max(0, px[1]);
      raw[at + 2] = Math.max(0, px[2]);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
