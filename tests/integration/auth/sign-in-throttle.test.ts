/** @jest-environment node */
// Sign-in throttles that forged headers cannot reset and strangers cannot turn against the owner: per address
// (the peer the web server appends to X-Forwarded-For, or the client a trusted proxy names), per account (only
// slows, capped at a minute, skipped on the owner's known device and for two-factor users), through next-auth's own
// credentials check as POST /api/auth/callback/credentials runs it.
import { Secret, TOTP } from "otpauth";
import { getDb } from "@/lib/db";
import { SIGN_IN_ERRORS, throttledFor } from "@/lib/auth/schema";
import { KNOWN_DEVICE_COOKIE, knownDeviceValue } from "@/lib/auth/known-device";
import { loadActor } from "@/lib/auth/session";
import { startTwoFactorEnrolment } from "@/lib/auth/two-factor/start-enrolment";
import { confirmTwoFactorEnrolment } from "@/lib/auth/two-factor/confirm-enrolment";
import { THROTTLE_RULES } from "@/lib/auth/throttle";
import * as archiveRoute from "@/app/api/employees/[employeeId]/archive/route";
import { ARCHIVE_REASONS } from "@/lib/terminations/offboarding/schema";
import { signInOutcome } from "../support/sign-in";
import { call, tokenFor } from "../support/http";
import { createUser, TEST_PASSWORD, uniqueSuffix } from "../../factories/users";
import { createCompany } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const WRONG = "Wrong-pass-2026";

const octet = () => Math.floor(Math.random() * 250) + 1;
const randomAddress = (prefix: string) => `${prefix}.${octet()}.${octet()}`;
/** The header as the web server passes it on: whatever the client wrote, then the TCP peer. */
const viaPeer = (peer: string, forged = randomAddress("203.0")) => ({ "x-forwarded-for": `${forged}, ${peer}` });

/** Moves an account's or address's failures into the past, as if time had passed (no sleeping in tests). */
async function age(key: string, ms: number) {
  await db.$executeRaw`UPDATE "SignInAttempt" SET "createdAt" = "createdAt" - ${ms} * interval '1 millisecond'
                        WHERE key = ${key}`;
}

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe("[AUTH] sign-in throttles against forged headers", () => {
  it("40 wrong sign-ins with a new forged X-Forwarded-For each: the peer's allowance (20) holds", async () => {
    const peer = randomAddress("198.51");
    const outcomes: string[] = [];
    // A new e-mail each time, so only the address can stop them.
    for (let i = 0; i < 40; i += 1)
      outcomes.push(
        await signInOutcome({ email: `x${i}-${uniqueSuffix()}@test.example`, password: WRONG }, viaPeer(peer)),
      );
    expect(outcomes.slice(0, 20).every((o) => o === SIGN_IN_ERRORS.invalid)).toBe(true);
    expect(outcomes[20]).toBe(throttledFor("30 seconds"));
    expect(outcomes.slice(21).every((o) => o.startsWith(SIGN_IN_ERRORS.throttled))).toBe(true);
    // Refused attempts are not counted: the peer's failures stay at 20.
    expect(await db.signInAttempt.count({ where: { key: `ip:${peer}`, succeeded: false } })).toBe(20);
    // The right password from the throttled peer waits too; the owner elsewhere signs in.
    const { user } = await createUser(db, { roles: ["manager"] });
    expect(await signInOutcome({ email: user.email, password: TEST_PASSWORD }, viaPeer(peer))).toMatch(/^Too many/);
    expect(await signInOutcome({ email: user.email, password: TEST_PASSWORD }, viaPeer(randomAddress("198.18")))).toBe(
      "ok",
    );
  });

  it("behind a trusted proxy: the client it names counts, and a forged value to its left changes nothing", async () => {
    process.env.TRUSTED_PROXIES = "10.77.0.0/16, 127.0.0.1";
    const proxy = `10.77.${octet()}.${octet()}`;
    const client = randomAddress("192.0");
    const outcomes: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      const headers = { "x-forwarded-for": `${randomAddress("203.0")}, ${client}, ${proxy}` };
      outcomes.push(await signInOutcome({ email: `p${i}-${uniqueSuffix()}@test.example`, password: WRONG }, headers));
    }
    expect(outcomes.filter((o) => o === SIGN_IN_ERRORS.invalid)).toHaveLength(20);
    expect(outcomes.slice(20).every((o) => o.startsWith(SIGN_IN_ERRORS.throttled))).toBe(true);
    expect(await db.signInAttempt.count({ where: { key: `ip:${client}` } })).toBe(20);
    expect(await db.signInAttempt.count({ where: { key: `ip:${proxy}` } })).toBe(0);
    // Other clients of the same proxy keep their own allowance.
    const other = { "x-forwarded-for": `${randomAddress("192.0")}, ${proxy}` };
    expect(await signInOutcome({ email: `q-${uniqueSuffix()}@test.example`, password: WRONG }, other)).toBe(
      SIGN_IN_ERRORS.invalid,
    );
  });

  it("without TRUSTED_PROXIES a proxy's value is not believed: the proxy itself is the address", async () => {
    const proxy = randomAddress("10.78");
    await signInOutcome(
      { email: `r-${uniqueSuffix()}@test.example`, password: WRONG },
      { "x-forwarded-for": `${randomAddress("192.0")}, ${proxy}` },
    );
    expect(await db.signInAttempt.count({ where: { key: `ip:${proxy}` } })).toBe(1);
  });
});

describe("[AUTH] a stranger cannot lock the owner out", () => {
  it("failures from many addresses only slow the account, and by at most a minute", async () => {
    const { user } = await createUser(db, { roles: ["payroll", "admin"] });
    const attempt = (password: string, headers = viaPeer(randomAddress("198.19"))) =>
      signInOutcome({ email: user.email, password }, headers);
    for (let i = 0; i < 5; i += 1) expect(await attempt(WRONG)).toBe(SIGN_IN_ERRORS.invalid);
    // The sixth, from yet another address, waits the first step.
    expect(await attempt(WRONG)).toBe(throttledFor("15 seconds"));
    // However many failures pile up, the wait never passes the cap.
    for (let i = 0; i < 10; i += 1) {
      await age(`email:${user.email}`, THROTTLE_RULES.email.maxWaitMs);
      expect(await attempt(WRONG)).toBe(SIGN_IN_ERRORS.invalid);
    }
    expect(await attempt(TEST_PASSWORD)).toBe(throttledFor("1 minute"));
    // Once the wait has passed, the owner's password works from anywhere, and clears the streak.
    await age(`email:${user.email}`, THROTTLE_RULES.email.maxWaitMs);
    expect(await attempt(TEST_PASSWORD)).toBe("ok");
    expect(await db.signInAttempt.count({ where: { key: `email:${user.email}`, succeeded: false } })).toBe(0);
  });

  it("the owner's known device signs in at once while strangers are being slowed", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    for (let i = 0; i < 8; i += 1) {
      await age(`email:${user.email}`, THROTTLE_RULES.email.maxWaitMs);
      await signInOutcome({ email: user.email, password: WRONG }, viaPeer(randomAddress("198.20")));
    }
    const stranger = await signInOutcome(
      { email: user.email, password: TEST_PASSWORD },
      viaPeer(randomAddress("198.20")),
    );
    expect(stranger).toMatch(/^Too many sign-in attempts\. Please wait (\d+ seconds|1 minute) and try again\.$/);
    const device = `${KNOWN_DEVICE_COOKIE}=${encodeURIComponent(knownDeviceValue(user.id))}`;
    const owner = await signInOutcome(
      { email: user.email, password: TEST_PASSWORD },
      { ...viaPeer(randomAddress("198.21")), cookie: device },
    );
    expect(owner).toBe("ok");
    // Another account's device cookie, or a tampered one, is no pass.
    const { user: other } = await createUser(db, { roles: ["manager"] });
    for (let i = 0; i < 6; i += 1) await signInOutcome({ email: other.email, password: WRONG }, {});
    for (const cookie of [device, `${KNOWN_DEVICE_COOKIE}=${other.id}.1.forged`])
      expect(await signInOutcome({ email: other.email, password: TEST_PASSWORD }, { cookie })).toMatch(/^Too many/);
  });

  it("staff with two-factor are never slowed by password failures alone; wrong codes are", async () => {
    const { user } = await createUser(db, { roles: ["admin"] });
    const actor = { ...(await loadActor(user.id, null, "session"))!, via: "session" as const };
    const { secret } = await startTwoFactorEnrolment(actor);
    await confirmTwoFactorEnrolment(actor, { code: codeAt(secret, Date.now() - 30_000) });
    for (let i = 0; i < 30; i += 1)
      expect(
        await signInOutcome({ email: user.email, password: WRONG }, viaPeer(randomAddress(`198.${i % 2 ? 22 : 23}`))),
      ).toMatch(/^Invalid email or password\.$|^Too many/);
    const owner = viaPeer(randomAddress("198.24"));
    expect(await signInOutcome({ email: user.email, password: TEST_PASSWORD }, owner)).toBe(
      SIGN_IN_ERRORS.codeRequired,
    );
    expect(
      await signInOutcome({ email: user.email, password: TEST_PASSWORD, code: codeAt(secret, Date.now()) }, owner),
    ).toBe("ok");
    expect(await db.signInAttempt.count({ where: { key: `email:${user.email}` } })).toBe(0);
  });
});

describe("[AUTH] a deactivated user", () => {
  it("hears that their access ended and whom to ask, only after the right password", async () => {
    // The real way an employee's sign-in ends: their record is archived (lib/employees/end-employee-access.ts).
    const company = await createCompany(db);
    const { employee, user } = await createEmployee(db, {
      companyId: company.id,
      withUser: true,
      onboardingStatus: "IN_PROGRESS",
    });
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const archived = await call(archiveRoute.POST, {
      method: "POST",
      path: `/api/employees/${employee.id}/archive`,
      params: { employeeId: employee.id },
      json: { reason: ARCHIVE_REASONS[0] },
      token: await tokenFor(admin.id),
    });
    expect(archived.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user!.id } })).isActive).toBe(false);

    // Without the password: the same answer as for anyone.
    expect(await signInOutcome({ email: user!.email, password: WRONG })).toBe(SIGN_IN_ERRORS.invalid);
    const told = await signInOutcome({ email: user!.email, password: TEST_PASSWORD });
    expect(told).toBe(
      `Your access to OmniPlatform has ended. If you think this is a mistake, contact your manager at ${company.name} or our support team at support@omniplatform.example.`,
    );
  });
});
