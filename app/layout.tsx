import type { Metadata, Viewport } from "next";
import { isReadOnly } from "@/lib/config";
import { Providers } from "@/components/providers";
import { APPLE_TOUCH_ICON, PWA_THEME_COLOR } from "@/lib/pwa/theme";
import "./globals.css";

// Every page renders per request: the Content-Security-Policy's nonce (middleware.ts) is new on each answer, and
// Next puts it on its scripts only when it renders; a prerendered page would carry scripts the policy refuses.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "OmniPlatform", template: "%s · OmniPlatform" },
  description: "Global employment, payroll and back office",
  // Installed on a phone (app/manifest.ts): the home-screen icon iOS reads, and the app's name there.
  icons: { apple: APPLE_TOUCH_ICON },
  appleWebApp: { capable: true, title: "OmniPlatform", statusBarStyle: "default" },
};

export const viewport: Viewport = { themeColor: PWA_THEME_COLOR };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // data-read-only lets the browser fetcher refuse writes before sending (lib/http/client.ts).
    <html lang="en" data-read-only={isReadOnly() ? "true" : "false"}>
      <body className="min-h-screen antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
