// Prisma 6.19 with the JS (wasm) schema engine through a driver adapter: no CDN binaries needed (see STACK.md).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

function adapterOptionsFromUrl(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: parsed.pathname.replace(/^\//, ""),
    allowExitOnIdle: true,
  };
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: {
    path: path.join("prisma", "migrations"),
    seed: "tsx prisma/seed.ts",
  },
  async adapter() {
    const url = process.env.DATABASE_URL ?? "postgresql://placeholder@localhost/placeholder";
    return new PrismaPg(adapterOptionsFromUrl(url));
  },
});
