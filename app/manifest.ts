import type { MetadataRoute } from "next";
import { PWA_BACKGROUND_COLOR, PWA_ICONS, PWA_THEME_COLOR } from "@/lib/pwa/theme";

// The web app manifest (/manifest.webmanifest): what a phone installs. Served signed out (middleware.ts).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "OmniPlatform",
    short_name: "Omni",
    description: "Global employment, payroll and back office",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: PWA_THEME_COLOR,
    background_color: PWA_BACKGROUND_COLOR,
    icons: PWA_ICONS.filter((i) => i.src !== "/icons/apple-touch-icon.png").map((i) => ({
      src: i.src,
      sizes: `${i.size}x${i.size}`,
      type: "image/png",
      purpose: i.maskable ? "maskable" : "any",
    })),
  };
}
