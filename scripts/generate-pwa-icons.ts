// Writes the installed app's icons (public/icons/, listed in lib/pwa/theme.ts) from lib/pwa/icon-png.ts.
// Run after changing the mark or the colour: node node_modules/tsx/dist/cli.mjs scripts/generate-pwa-icons.ts
// tests/unit/core/pwa-manifest.test.ts fails while the committed files differ from what this draws.
import fs from "node:fs";
import path from "node:path";
import { lettermarkPng } from "../lib/pwa/icon-png";
import { PWA_ICONS, PWA_THEME_COLOR } from "../lib/pwa/theme";

const publicDir = path.resolve(__dirname, "..", "public");
for (const icon of PWA_ICONS) {
  const file = path.join(publicDir, icon.src);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, lettermarkPng(icon.size, { maskable: icon.maskable, background: PWA_THEME_COLOR }));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
