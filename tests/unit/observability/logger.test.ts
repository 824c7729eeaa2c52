/** @jest-environment node */
// The structured logger never writes a secret (issue 28): pino's redact censors authorization headers, cookies,
// passwords, tokens and bank or social-insurance numbers wherever a caller passes them, and an error is logged by
// the first line of its message (Prisma prints the query's arguments below it). Route patterns keep label values
// bounded.
import { Writable } from "node:stream";
import { createLogger, errorField } from "@/lib/observability/logger";
import { routePattern } from "@/lib/observability/request-log";
import { findSecrets } from "../../e2e/support/log-secrets";

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  process.env.LOG_LEVEL = "info";
  const log = createLogger(sink);
  delete process.env.LOG_LEVEL;
  return { log, lines };
}

describe("[OPS] logger", () => {
  it("writes JSON lines with level, time and service", () => {
    const { log, lines } = capture();
    log.info({ msg: "hello", requestId: "r1" });
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: "info", msg: "hello", requestId: "r1", service: "web" });
    expect(new Date(entry.time).toString()).not.toBe("Invalid Date");
  });

  it("censors secrets at the top level and nested", () => {
    const { log, lines } = capture();
    log.info({
      msg: "hostile",
      password: "Omni-demo-2026!",
      headers: { authorization: "Bearer omni_secret", cookie: "next-auth.session-token=abc" },
      body: { iban: "DE89370400440532013000", accountNumber: "0007777777", socialInsuranceNumber: "65170491E003" },
      user: { bank: { iban: "FR12OMNI000000104729" } },
      token: "omni_abc",
    });
    const text = lines.join("\n");
    expect(findSecrets(text)).toEqual([]);
    expect(text).not.toContain("omni_secret");
    expect(text).not.toContain("session-token=abc");
    expect(text).not.toContain("omni_abc");
    expect(text).toContain("[redacted]");
  });

  it("logs an error by its first line and stack frames only", () => {
    const error = new Error(
      'Invalid `prisma.employee.create()` invocation:\n{ data: { iban: "DE89370400440532013000" } }',
    );
    const field = errorField(error);
    expect(field.message).toBe("Invalid `prisma.employee.create()` invocation:");
    expect(field.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(field)).not.toContain("DE89370400440532013000");
    expect(errorField("plain\nsecond")).toEqual({ message: "plain" });
  });
});

describe("[OPS] route patterns", () => {
  it("puts the params' names in place of their values", () => {
    expect(routePattern("/api/companies/cclient-acme/employees", { companyId: "cclient-acme" })).toBe(
      "/api/companies/[companyId]/employees",
    );
    expect(routePattern("/api/employees/emp-1/contracts/c-2/pdf", { employeeId: "emp-1", contractId: "c-2" })).toBe(
      "/api/employees/[employeeId]/contracts/[contractId]/pdf",
    );
    expect(routePattern("/api/files/a/b%20c", { path: ["a", "b c"] })).toBe("/api/files/[...path]");
    expect(routePattern("/api/health", {})).toBe("/api/health");
  });
});
