/** @jest-environment node */
// [BACK OFFICE] The Integrations overview behind the newIntegration flag (spec 3 section 2): each integration's
// state is read from its own records (ERP endpoint and deliveries, webhook endpoints, API tokens, identity
// providers); links only where the viewer may open the page; 404 with the flag off; admins only. The database
// is shared with other suites: assertions look at what this suite wrote (a token used in the far future is the
// newest use; an endpoint it made is active).
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { listIntegrations } from "@/lib/integrations/list-integrations";
import { sealSecret } from "@/lib/keys/secret-box";
import { createUser } from "../../factories/users";

const db = getDb();
const actorOf = async (userId: string) => (await loadActor(userId, null, "session"))!;

function withEnv<T>(name: string, value: string | undefined, run: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  return run().finally(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}

const byKey = async (userId: string) =>
  Object.fromEntries((await listIntegrations(await actorOf(userId))).map((i) => [i.key, i]));

describe("[BACK OFFICE] Integrations overview", () => {
  it("lists ERP export, webhooks, API tokens and single sign-on with their state from the records", async () => {
    const op = await createUser(db, { roles: ["admin", "operator"] });
    const lastUse = new Date("2099-01-02T03:04:00Z");
    await db.apiToken.create({
      data: { userId: op.user.id, name: "integrations-test", tokenHash: `hash-${op.user.id}`, lastUsedAt: lastUse },
    });
    await db.webhookEndpoint.create({
      data: { url: "https://hooks.example/integrations", secretEncrypted: sealSecret("s3cret-integrations") },
    });

    const off = await withEnv("ERP_EXPORT_URL", undefined, () => byKey(op.user.id));
    expect(Object.keys(off)).toEqual(["erp-export", "webhooks", "api-tokens", "single-sign-on"]);
    expect(off["erp-export"]).toMatchObject({ configured: false, summary: "Not configured: set ERP_EXPORT_URL" });
    expect(off["webhooks"]).toMatchObject({ configured: true, href: "/back-office/webhooks" });
    expect(off["webhooks"].summary).toMatch(/^\d+ active endpoints?$/);
    expect(off["api-tokens"]).toMatchObject({
      configured: true,
      lastActivityAt: lastUse.toISOString(),
      href: "/account-details/api-tokens",
    });
    expect(off["single-sign-on"].href).toBe("/back-office/identity-providers");

    const on = await withEnv("ERP_EXPORT_URL", "https://erp.example/netsuite", () => byKey(op.user.id));
    expect(on["erp-export"].configured).toBe(true);
    expect(on["erp-export"].summary).toMatch(/^Delivers to erp\.example; \d+ records? sent$/);
  });

  it("links only to the pages the viewer may open: a payroll admin sees the states without the OP admin's pages", async () => {
    const payroll = await createUser(db, { roles: ["admin", "payroll"] });
    const list = await byKey(payroll.user.id);
    expect(list["webhooks"].href).toBeNull();
    expect(list["single-sign-on"].href).toBeNull();
    expect(list["erp-export"].href).toBeNull();
    expect(list["api-tokens"].href).toBe("/account-details/api-tokens");
  });

  it("answers 404 with the newIntegration flag off, and 403 to someone who is not an admin", async () => {
    const admin = await createUser(db, { roles: ["admin"] });
    const error = await withEnv("FEATURE_NEW_INTEGRATION", "false", () =>
      byKey(admin.user.id).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("NOT_FOUND");
    const specialist = await createUser(db, { roles: ["benefits-specialist"] });
    await expect(byKey(specialist.user.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
