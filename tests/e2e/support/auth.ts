import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

export const authDir = path.join(__dirname, "..", ".auth");

export function authFile(accountKey: string, readOnly = false) {
  return path.join(authDir, `${readOnly ? "ro-" : ""}${accountKey}.json`);
}

/** next-auth credentials sign-in without a browser: CSRF token, then the callback. */
export async function signInThroughApi(context: APIRequestContext, email: string, password: string) {
  const csrf = await context.get("/api/auth/csrf");
  expect(csrf.ok()).toBeTruthy();
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await context.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    maxRedirects: 0,
  });
  expect([200, 302]).toContain(response.status());
  const session = await (await context.get("/api/auth/session")).json();
  expect(session?.user?.email, `sign-in of ${email}`).toBe(email);
}
