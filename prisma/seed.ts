// Demo data entry point: `npx prisma db seed` (prisma.config.ts), `npm run db:seed`, and `npm start`
// (scripts/lib/embedded-db.ts). Needs DATABASE_URL. The seeders live in prisma/seed/ (main.ts runs them);
// a database that already holds data is left untouched (see README, "Demo data").
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { seedDemoData } from "./seed/main";

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const outcome = await seedDemoData(prisma);
    if (outcome.status === "already-seeded") {
      console.log("Seed already present: the demo data exists, nothing written.");
    } else if (outcome.status === "not-empty") {
      console.log("Seed skipped: the database already holds data but no demo data; nothing written.");
    } else {
      console.log(`Seed complete in ${outcome.seconds.toFixed(1)}s`);
      for (const [name, n] of Object.entries(outcome.counts)) console.log(`  ${name.padEnd(28)} ${n}`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
