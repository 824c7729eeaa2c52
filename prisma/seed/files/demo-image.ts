// The demo images (ID card scans, expense receipts): a small drawing of a card or a receipt, varied by the
// file's content, with the content in the PNG's text chunks (a PNG has no font to print it with).
import crypto from "node:crypto";
import { DEMO_NOTE, type DemoContent } from "./demo-content";
import { encodePng } from "./png";

type Rgb = [number, number, number];

export function demoImage(content: DemoContent, shape: "card" | "receipt"): Buffer {
  const [width, height] = shape === "card" ? [240, 150] : [120, 200];
  const seed = crypto.createHash("sha256").update(`${content.kind}|${content.title}|${content.person}`).digest();
  const pixels = new Uint8Array(width * height * 3);
  const fill = (x0: number, y0: number, x1: number, y1: number, [r, g, b]: Rgb) => {
    for (let y = y0; y < y1; y++)
      for (let x = x0, i = (y * width + x0) * 3; x < x1; x++, i += 3) {
        pixels[i] = r;
        pixels[i + 1] = g;
        pixels[i + 2] = b;
      }
  };
  const accent: Rgb = [40 + (seed[0] % 120), 60 + (seed[1] % 120), 110 + (seed[2] % 120)];
  const ink: Rgb = [90, 90, 96];
  fill(0, 0, width, height, [214, 214, 210]); // the table the document lies on
  fill(4, 4, width - 4, height - 4, [252, 251, 246]);
  if (shape === "card") {
    fill(4, 4, width - 4, 30, accent);
    fill(14, 42, 74, 122, [200, 204, 212]); // photo
    fill(30, 56, 58, 84, [170, 176, 188]);
    fill(22, 88, 66, 122, [170, 176, 188]);
  } else {
    fill(20, 12, width - 20, 22, accent);
  }
  const left = shape === "card" ? 88 : 12;
  const top = shape === "card" ? 46 : 34;
  const lines = shape === "card" ? 6 : 12;
  for (let i = 0; i < lines; i++) {
    const room = width - 12 - left - (shape === "receipt" ? 30 : 0); // a receipt keeps its amount column free
    const length = Math.round(room * (0.35 + (seed[(i + 3) % seed.length] / 255) * 0.6));
    const y = top + i * (shape === "card" ? 14 : 11);
    fill(left, y, left + length, y + 5, ink);
    if (shape === "receipt") fill(width - 36, y, width - 12, y + 5, ink); // the amount column
  }
  if (shape === "receipt") fill(12, height - 26, width - 12, height - 20, accent); // the total
  return encodePng(width, height, pixels, {
    Title: content.title,
    Author: content.person,
    Description: [content.kind, ...(content.details ?? [])].join("\n"),
    Disclaimer: DEMO_NOTE,
  });
}
