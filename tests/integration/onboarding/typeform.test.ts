/** @jest-environment node */
// [ONBOARDING] The external onboarding form an employee owes (spec 1 section 2 '/typeform'; spec 3 section 7
// 'Typeform completion': infoToUpdate with typeformResponseId and typeformId). The gate sends the employee to the
// product's own /typeform route (never to an external host). Configured (TYPEFORM_FORM_ID): the page embeds the
// prefilled form; its completion is recorded on the employee with an audit event and lifts the gate. Not
// configured: the page says so in plain words, recording is refused, and the employee may continue for the session.
import * as completionRoute from "@/app/api/typeform/completion/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { loadShellContext, resolveGate } from "@/lib/auth/gates";
import { ONBOARDING_GATES } from "@/lib/onboarding/onboarding-gates";
import { getTypeform } from "@/lib/onboarding/get-typeform";
import { TYPEFORM_MESSAGES } from "@/lib/onboarding/typeform";
import { call, tokenFor } from "../support/http";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();

async function withEnv<T>(env: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(env))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(before))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}
const configured = <T>(run: () => Promise<T>) =>
  withEnv({ TYPEFORM_FORM_ID: "abc123", TYPEFORM_FORM_URL: undefined }, run);
const notConfigured = <T>(run: () => Promise<T>) => withEnv({ TYPEFORM_FORM_ID: undefined }, run);

async function owingEmployee() {
  const { employee, user } = await createEmployee(db, {
    withUser: true,
    firstName: "Tina",
    countryCode: "DE",
    requireTypeFormFilled: true,
    localOnboardingDetails: { taxOffice: "Berlin Tax Office" },
  });
  const actor = (await loadActor(user!.id, null, "session"))!;
  const gateOf = async (options: { typeformDeferred?: boolean } = {}) =>
    resolveGate(actor, await loadShellContext(actor), options, ONBOARDING_GATES);
  return { employee, user: user!, actor, gateOf, token: await tokenFor(user!.id) };
}

const complete = (token: string, infoToUpdate: unknown) =>
  call<{ message?: string; fieldErrors?: Record<string, string[]>; requireTypeFormFilled?: boolean }>(
    completionRoute.POST,
    { method: "POST", path: "/api/typeform/completion", json: { infoToUpdate }, token },
  );

describe("[ONBOARDING] the onboarding form (typeform)", () => {
  it("configured: the gate sends the employee to /typeform, prefilled; completing it is recorded and lifts the gate", async () => {
    await configured(async () => {
      const { employee, user, actor, gateOf, token } = await owingEmployee();
      const gate = await gateOf();
      expect(gate?.redirectTo).toMatch(/^\/typeform\?first_name=Tina&last_name=Employee/);
      expect(gate?.redirectTo).toContain(`email=${encodeURIComponent(user.email)}`);
      expect(gate?.redirectTo).toContain("country=DE");
      expect(gate?.allowPrefixes).toEqual(["/typeform"]);
      // A deferral counts only while no form can be filled in.
      expect((await gateOf({ typeformDeferred: true }))?.redirectTo).toMatch(/^\/typeform\?/);

      const page = await getTypeform(actor);
      expect(page.owed).toBe(true);
      if (!page.owed) throw new Error("unreachable");
      expect(page.form?.formId).toBe("abc123");
      expect(page.form?.url).toMatch(/^https:\/\/form\.typeform\.com\/to\/abc123\?typeform-embed=embed-widget#/);
      expect(page.form?.url).toContain("first_name=Tina");

      const missing = await complete(token, { typeformId: "abc123" });
      expect(missing.status).toBe(400);
      expect(JSON.stringify(missing.body)).toContain("typeformResponseId");
      const wrongForm = await complete(token, { typeformResponseId: "resp-1", typeformId: "other" });
      expect(wrongForm.status).toBe(422);
      expect(wrongForm.body.fieldErrors).toHaveProperty(["infoToUpdate.typeformId"]);

      const done = await complete(token, { typeformResponseId: "resp-1", typeformId: "abc123" });
      expect(done.status).toBe(200);
      expect(done.body.requireTypeFormFilled).toBe(false);
      const stored = await db.employee.findUniqueOrThrow({ where: { id: employee.id } });
      expect(stored.requireTypeFormFilled).toBe(false);
      expect(stored.localOnboardingDetails).toMatchObject({
        taxOffice: "Berlin Tax Office",
        typeformResponseId: "resp-1",
        typeformId: "abc123",
      });
      expect(await gateOf()).toBeNull();
      expect((await getTypeform(actor)).owed).toBe(false);

      // The same response again changes nothing (one audit event).
      expect((await complete(token, { typeformResponseId: "resp-1", typeformId: "abc123" })).status).toBe(200);
      const events = await db.auditEvent.findMany({
        where: { entityId: employee.id, action: "employee.typeformComplete" },
      });
      expect(events).toHaveLength(1);
      expect(events[0].actorId).toBe(user.id);
    });
  });

  it("not configured: the page says so in plain words, recording is refused, and the employee may continue", async () => {
    await notConfigured(async () => {
      const { actor, gateOf, token } = await owingEmployee();
      const gate = await gateOf();
      // The product's own route, never a host that does not answer.
      expect(gate?.redirectTo).toMatch(/^\/typeform\?/);
      const page = await getTypeform(actor);
      expect(page).toMatchObject({ owed: true, form: null });
      expect(TYPEFORM_MESSAGES.notConfiguredTitle).toBe("Your onboarding form is not available yet");
      expect(TYPEFORM_MESSAGES.notConfigured).toMatch(/has not been set up/);
      const refused = await complete(token, { typeformResponseId: "resp-2", typeformId: "abc123" });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(TYPEFORM_MESSAGES.notConfiguredTitle);
      // Having read the notice, the employee continues (the session's deferral).
      expect(await gateOf({ typeformDeferred: true })).toBeNull();
    });
  });

  it("only the employee records their own form; read-only mode refuses the write", async () => {
    await configured(async () => {
      const { user } = await createManager(db);
      const managerToken = await tokenFor(user.id);
      expect((await complete(managerToken, { typeformResponseId: "resp-3", typeformId: "abc123" })).status).toBe(404);
      const { token, employee } = await owingEmployee();
      await withEnv({ READ_ONLY: "true" }, async () => {
        expect((await complete(token, { typeformResponseId: "resp-4", typeformId: "abc123" })).status).toBe(422);
      });
      expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).requireTypeFormFilled).toBe(true);
    });
  });
});
