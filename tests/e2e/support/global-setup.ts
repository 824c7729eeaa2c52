// Signs every demo account in once through next-auth's real endpoints and saves its cookies, so tests
// start signed in as any role: `test.use({ storageState: authFile("payrollAdmin") })`.
import fs from "node:fs";
import { request } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { E2E } from "./servers";
import { authDir, authFile, signInThroughApi } from "./auth";

export default async function globalSetup() {
  fs.mkdirSync(authDir, { recursive: true });
  for (const baseURL of [E2E.baseURL, E2E.readOnlyBaseURL]) {
    for (const account of DEMO_ACCOUNTS) {
      const context = await request.newContext({ baseURL });
      await signInThroughApi(context, account.email, DEMO_PASSWORD);
      await context.storageState({ path: authFile(account.key, baseURL === E2E.readOnlyBaseURL) });
      await context.dispose();
    }
  }
}
