// Message coverage of the specification: lists every user-facing message quoted in the three spec documents
// (spec/, a copy of ../shared/spec; or SPEC_DIR) and fails (exit 1) when one appears in no test file under tests/ (tests/spec,
// tests/integration, tests/unit, tests/e2e) and is not on the allow-list.
//
//   node node_modules/tsx/dist/cli.mjs scripts/spec-messages.ts          counts, then the uncovered messages
//   node node_modules/tsx/dist/cli.mjs scripts/spec-messages.ts --list   every message with where it is covered
//
// The rule for what counts as a message, and when one is covered, is written at the top of
// scripts/lib/spec-conformance.ts (LABELS: quoted texts that are not messages; ALLOWED: messages the product
// does not need, with the reason for each). docs/spec-conformance.md carries the same numbers
// (scripts/spec-conformance-doc.ts).
import { ALLOWED, coverage, where } from "./lib/spec-conformance";

const list = process.argv.includes("--list");
const c = coverage();

if (list) {
  for (const m of c.messages) {
    const state = c.covered.has(m.text)
      ? `covered: ${c.covered.get(m.text)!.join(", ")}`
      : c.allowed.has(m.text)
        ? `allowed: ${c.allowed.get(m.text)}`
        : "NOT COVERED";
    console.log(`'${m.text}' (${where(m.places)})\n    ${state}`);
  }
  console.log();
}

console.log(
  `${c.messages.length} messages in the spec, ${c.covered.size} covered by tests, ${c.allowed.size} allowed with reasons, ` +
    `${c.uncovered.length} not covered`,
);
if (c.allowed.size) {
  console.log("\nAllowed (not needed by the product):");
  for (const [text, reason] of c.allowed) console.log(`  '${text}': ${reason}`);
}
let failed = false;
if (c.uncovered.length) {
  failed = true;
  console.log("\nMessages no test mentions (cover them in tests/, or add them to ALLOWED with the reason):");
  for (const m of c.uncovered) console.log(`  '${m.text}' (${where(m.places)})`);
}
if (c.staleAllowed.length) {
  failed = true;
  console.log("\nALLOWED entries that are covered by a test or no longer a message of the spec (remove them):");
  for (const text of c.staleAllowed) console.log(`  '${text}': ${ALLOWED[text]}`);
}
process.exit(failed ? 1 : 0);
