// The installed app's colours, from the product's own (app/globals.css, components/ui/button.tsx): the page
// background is Tailwind's slate-50, the primary action indigo-600. The manifest, the root layout's theme-color
// and the icons (lib/pwa/icon-png.ts) read them here.
export const PWA_THEME_COLOR = "#4f46e5";
export const PWA_BACKGROUND_COLOR = "#f8fafc";

/** The icons under public/icons/ (scripts/generate-pwa-icons.ts writes them): path, side in px and kind. */
export const PWA_ICONS = [
  { src: "/icons/icon-192.png", size: 192, maskable: false },
  { src: "/icons/icon-512.png", size: 512, maskable: false },
  { src: "/icons/icon-maskable-512.png", size: 512, maskable: true },
  // iOS rounds the corners itself and shows no transparency: a full square, like the maskable one.
  { src: "/icons/apple-touch-icon.png", size: 180, maskable: true },
] as const;

export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";
