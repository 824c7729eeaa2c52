// The app's icon, a lettermark (a white "O" ring on the primary colour), drawn and encoded as a PNG with node's
// zlib only: scripts/generate-pwa-icons.ts writes public/icons/ with it and a unit test checks the committed files
// are what it draws. "any" icons are a rounded square on transparency; maskable ones fill the square and keep
// the mark inside the 80 % safe zone the platforms crop to.
import zlib from "node:zlib";

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA image (width*height*4 bytes, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1); // filter 0 per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export function hexRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

const SAMPLES = 4; // 4x4 samples per pixel: smooth edges

/** The lettermark icon of `size` px as a PNG. */
export function lettermarkPng(size: number, { maskable, background }: { maskable: boolean; background: string }) {
  const bg = hexRgb(background);
  const c = size / 2;
  const outer = size * (maskable ? 0.26 : 0.3);
  const inner = outer * 0.62;
  const corner = size * 0.22;
  const insideSquare = (x: number, y: number) => {
    if (maskable) return true;
    const dx = Math.max(corner - x, x - (size - corner), 0);
    const dy = Math.max(corner - y, y - (size - corner), 0);
    return dx * dx + dy * dy <= corner * corner;
  };
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let cover = 0;
      let ring = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (!insideSquare(x, y)) continue;
          cover++;
          const r = Math.hypot(x - c, y - c);
          if (r <= outer && r >= inner) ring++;
        }
      const n = SAMPLES * SAMPLES;
      const white = cover ? ring / cover : 0;
      const at = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) rgba[at + i] = Math.round(bg[i] + (255 - bg[i]) * white);
      rgba[at + 3] = Math.round((255 * cover) / n);
    }
  return encodePng(size, size, rgba);
}
