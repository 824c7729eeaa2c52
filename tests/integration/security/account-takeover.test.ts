/** @jest-environment node */
// [SECURITY] Issue 10 finding 1: an admin invited any user, read the /change-pw link in the dev mail viewer,
// set the password and signed in as them. With the viewer off (as in production) and mail going through a real
// SMTP server, the chain invite -> read link -> set password -> sign in fails for every demo role that is not
// the recipient; the recipient alone reads the link from their mailbox and gets in.
import * as inviteRoute from "@/app/api/users/[userId]/invite/route";
import * as outboxRoute from "@/app/api/dev/outbox/route";
import * as exchangeRoute from "@/app/api/auth/change-pw/route";
import * as setPasswordRoute from "@/app/api/auth/set-password/route";
import { getDb } from "@/lib/db";
import { authOptions } from "@/lib/auth/options";
import { flushOutbox } from "@/lib/mail/outbox";
import { verifyPassword } from "@/lib/auth/password";
import { DEMO_ACCOUNTS, type DemoAccount } from "@/prisma/demo-accounts";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { startSmtpReceiver } from "./smtp-receiver";

const db = getDb();
const NEW_PASSWORD = "Taken-over-pass-42";
const LINK = /\/change-pw\?token=([\w%.~-]+)/;

type Smtp = Awaited<ReturnType<typeof startSmtpReceiver>>;
type Person = { userId: string; email: string; token: string };
type Recipient = Person & { kind: "staff" | "manager" | "employee" };

let smtp: Smtp;
let companyId: string;
const attackers = new Map<string, Person>();
const recipients: Recipient[] = [];

/** next-auth's own credentials check, as POST /api/auth/callback/credentials runs it. */
async function signIn(email: string, password: string): Promise<boolean> {
  const provider = authOptions.providers.find((p) => p.id === "credentials") as unknown as {
    options: { authorize: (c: Record<string, string>, req: unknown) => Promise<{ id: string } | null> };
  };
  try {
    return !!(await provider.options.authorize({ email, password }, { headers: {} }));
  } catch {
    return false;
  }
}

/** Exchanges a mailed link for the set-password form, sets the password and signs in. */
async function redeem(token: string, email: string): Promise<boolean> {
  const exchanged = await call(exchangeRoute.POST, {
    method: "POST",
    path: `/api/auth/change-pw?token=${encodeURIComponent(token)}`,
  });
  if (exchanged.status !== 200) return false;
  const set = await call(setPasswordRoute.POST, {
    method: "POST",
    path: "/api/auth/set-password",
    json: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  return set.status === 200 && signIn(email, NEW_PASSWORD);
}

async function buildAttacker(account: DemoAccount, lspId: string): Promise<Person> {
  const tenantId = account.roles.includes("lsp")
    ? lspId
    : account.roles.some((r) => /manager|employee/.test(r))
      ? companyId
      : null;
  const { user, email } = await createUser(db, {
    roles: account.roles.map((type) => ({
      type,
      tenantId: ["manager", "employee", "lsp"].includes(type) ? tenantId : null,
      scopes: ["manager", "employee"].includes(type) ? (account.scopes ?? []) : [],
    })),
  });
  if (account.roles.includes("manager")) await db.manager.create({ data: { userId: user.id, companyId } });
  return { userId: user.id, email, token: await tokenFor(user.id) };
}

// Who manages each recipient (spec 3 section 2; spec 1 section 6): everyone else must fail.
const ADMINS = ["admin", "csAdmin", "opAdmin", "payrollAdmin", "financeAdmin", "benefitsAdmin"];
const MAY_INVITE: Record<Recipient["kind"], string[]> = {
  staff: ["opAdmin"],
  manager: [...ADMINS, "superManager", "reviewManager"],
  employee: [...ADMINS, "superManager", "manager", "reviewManager"],
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  delete process.env.DEV_MAIL_VIEWER;
  companyId = (await createCompany(db)).id;
  const lsp = await db.localServiceProvider.create({ data: { name: "Takeover test LSP" } });
  for (const account of DEMO_ACCOUNTS) attackers.set(account.key, await buildAttacker(account, lsp.id));

  const staff = await createUser(db, { roles: ["admin", "operator"] });
  const manager = await createManager(db, { companyId });
  const employee = await createEmployee(db, { companyId, withUser: true });
  for (const [kind, userId, email] of [
    ["staff", staff.user.id, staff.email],
    ["manager", manager.user.id, manager.email],
    ["employee", employee.user!.id, employee.user!.email],
  ] as const)
    recipients.push({ kind, userId, email, token: await tokenFor(userId) });
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

describe("[SECURITY] account takeover through invitations", () => {
  it("for every demo role that is not the recipient, invite -> read link -> set password -> sign in fails", async () => {
    const outcomes: string[] = [];
    for (const recipient of recipients) {
      for (const [key, attacker] of attackers) {
        const invite = await call(inviteRoute.POST, {
          method: "POST",
          path: "/x",
          params: { userId: recipient.userId },
          token: attacker.token,
          json: {},
        });
        const allowed = MAY_INVITE[recipient.kind].includes(key);
        outcomes.push(`${key}->${recipient.kind}:${invite.status}`);
        if (allowed) expect(invite.status).toBe(200);
        else expect([403, 404]).toContain(invite.status);
        expect(JSON.stringify(invite.body)).not.toMatch(LINK);
        await flushOutbox(100); // the worker's real send path: outbox row -> nodemailer -> SMTP

        // The attacker looks for the link: the viewer does not exist (404) or is not theirs (403) ...
        const viewer = await call(outboxRoute.GET, { path: "/api/dev/outbox", token: attacker.token });
        expect([403, 404]).toContain(viewer.status);
        expect(JSON.stringify(viewer.body)).not.toMatch(LINK);
        // ... and nothing was delivered to their own mailbox.
        expect(smtp.mailbox(attacker.email).some((m) => LINK.test(m.text))).toBe(false);
        // With no link in hand the chain cannot continue: the recipient's password is untouched (checked on the
        // stored hash, so the sign-in throttle stays clear for the positive control).
        const stored = await db.user.findUniqueOrThrow({ where: { id: recipient.userId } });
        expect(await verifyPassword(NEW_PASSWORD, stored.passwordHash)).toBe(false);
      }
    }
    // Every mailed link went to one address, never to an attacker's (other test files share the outbox, so
    // mail to their users may pass through this receiver too).
    const attackerEmails = new Set([...attackers.values()].map((a) => a.email));
    const linked = smtp.messages.filter((m) => LINK.test(m.text));
    expect(linked.some((m) => recipients.some((r) => m.to.includes(r.email)))).toBe(true);
    for (const message of linked) {
      expect(message.to).toHaveLength(1);
      expect(attackerEmails.has(message.to[0])).toBe(false);
    }
    expect(outcomes).toHaveLength(DEMO_ACCOUNTS.length * recipients.length);
  });

  it("positive control: the recipient reads the link from their own mailbox, sets a password and signs in", async () => {
    const inviterFor: Record<Recipient["kind"], string> = {
      staff: "opAdmin",
      manager: "superManager",
      employee: "manager",
    };
    for (const recipient of recipients) {
      const before = smtp.mailbox(recipient.email).length;
      const invite = await call(inviteRoute.POST, {
        method: "POST",
        path: "http://omni.test/api/x",
        params: { userId: recipient.userId },
        token: attackers.get(inviterFor[recipient.kind])!.token,
        json: {},
      });
      expect(invite.status).toBe(200);
      expect(await flushOutbox(100)).toBeGreaterThan(0);
      const mail = smtp
        .mailbox(recipient.email)
        .slice(before)
        .find((m) => LINK.test(m.text));
      expect(mail).toBeDefined();
      const token = decodeURIComponent(LINK.exec(mail!.text)![1]);
      expect(await redeem(token, recipient.email)).toBe(true);
      // The link works once.
      expect(await redeem(token, recipient.email)).toBe(false);
    }
  });

  it("the dev mail viewer answers 404 when off, and stays off whenever SMTP is configured", async () => {
    const admin = attackers.get("admin")!;
    expect((await call(outboxRoute.GET, { path: "/api/dev/outbox", token: admin.token })).status).toBe(404);
    process.env.DEV_MAIL_VIEWER = "true";
    try {
      expect((await call(outboxRoute.GET, { path: "/api/dev/outbox", token: admin.token })).status).toBe(404);
      const smtpUrl = process.env.SMTP_URL;
      delete process.env.SMTP_URL;
      try {
        expect((await call(outboxRoute.GET, { path: "/api/dev/outbox", token: admin.token })).status).toBe(200);
      } finally {
        process.env.SMTP_URL = smtpUrl;
      }
    } finally {
      delete process.env.DEV_MAIL_VIEWER;
    }
  });
});
