// What must never appear in a log line: the demo password and the seeded bank and social-insurance numbers
// (prisma/seed/employees-demo.ts, prisma/seed/employees.ts). Used by the e2e global teardown on the servers' logs
// and by a Jest test of the logger's redaction.
import fs from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD } from "../../../prisma/demo-accounts";

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** Generated employees' US/CA/MX/JP/CL account numbers: pad(n * 7777777, 10) for the seeded n. */
const ACCOUNT_NUMBERS = Array.from({ length: 400 }, (_, i) => pad((i + 1) * 7777777, 10));

export const SECRET_PATTERNS: { what: string; pattern: RegExp }[] = [
  { what: "the demo password", pattern: new RegExp(DEMO_PASSWORD.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) },
  { what: "the demo employee's IBAN", pattern: /DE89370400440532013000/ },
  { what: "the demo employee's social insurance number", pattern: /65170491E003/ },
  { what: "a seeded IBAN", pattern: /\b[A-Z]{2}\d{2}OMNI\d{12}\b/ },
  { what: "a seeded social insurance number", pattern: /\b[A-Z]{2}-1\d{8}\b/ },
  { what: "a seeded account number", pattern: new RegExp(`\\b(?:${ACCOUNT_NUMBERS.join("|")})\\b`) },
];

export type SecretHit = { file: string; line: number; what: string };

export function findSecrets(text: string, file = "(text)"): SecretHit[] {
  const hits: SecretHit[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { what, pattern } of SECRET_PATTERNS) if (pattern.test(line)) hits.push({ file, line: index + 1, what });
  });
  return hits;
}

export function logFiles(dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".log"))
          .map((name) => path.join(dir, name))
      : [],
  );
}
