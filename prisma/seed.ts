// Demo data entry point: `npx prisma db seed` (prisma.config.ts), `npm run db:seed`, and `npm start`
// (scripts/lib/embedded-db.ts). Needs DATABASE_URL. The seeders live in prisma/seed/ (main.ts runs them);
// a database that already holds data is left untouched (see README, "Demo data"), except that the demo files
// (prisma/seed/files/) missing from storage are written again.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { seedDemoData } from "./seed/main";

/** "12 pdf, 3 csv", or "" for none. */
function describeFiles(files: Record<string, number | undefined>): string {
  return Object.entries(files)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(", ");
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const outcome = await seedDemoData(prisma);
    if (outcome.status === "already-seeded") {
      const written = describeFiles(outcome.files);
      console.log(
        written
          ? `Seed already present: the demo data exists; wrote its missing demo files (${written}).`
          : "Seed already present: the demo data exists, nothing written.",
      );
      if (outcome.stale.length)
        console.warn(
          `${outcome.stale.length} demo file(s) not written: their rows record another size or hash (demo data ` +
            `seeded before the demo files existed, or edited). Recreate the demo database to get them.`,
        );
    } else if (outcome.status === "not-empty") {
      console.log("Seed skipped: the database already holds data but no demo data; nothing written.");
    } else {
      console.log(`Seed complete in ${outcome.seconds.toFixed(1)}s`);
      for (const [name, n] of Object.entries(outcome.counts)) console.log(`  ${name.padEnd(28)} ${n}`);
      console.log(`  ${"demo files".padEnd(28)} ${describeFiles(outcome.files)}`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
