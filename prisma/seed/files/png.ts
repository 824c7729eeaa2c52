// A minimal PNG encoder (8-bit RGB, no interlace) with node's zlib: enough for the demo images, no image
// library needed. Text goes into iTXt chunks (UTF-8), so an image carries its title, owner and the demo note.
import zlib from "node:zlib";
import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const name = Buffer.from(type, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(name)));
  return Buffer.concat([length, name, data, crc]);
}

/** iTXt: keyword, no compression, no language tag, UTF-8 text. */
function textChunk(keyword: string, text: string): Buffer {
  return chunk("iTXt", Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, "latin1"), Buffer.from(text, "utf8")]));
}

/** `rgb` holds width * height * 3 bytes, row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array, text: Record<string, string> = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1); // filter 0
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    ...Object.entries(text).map(([keyword, value]) => textChunk(keyword, value)),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
