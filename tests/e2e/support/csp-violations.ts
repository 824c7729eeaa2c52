// Content-Security-Policy violations on a page: the browser's `securitypolicyviolation` events (every one,
// including those the page's code catches, such as a `new Function` probe, which print nothing on the console)
// and its console reports ("Refused to execute inline script because it violates ..."). The accessibility suite
// visits every page of every role with this on and fails on any (issue 28 'Headers').
import type { Page } from "@playwright/test";

const CSP_MESSAGE = /Content Security Policy|Refused to (?:load|execute|apply|connect|frame|create|evaluate)/i;

type Violation = { directive: string; blocked: string; source: string; line: number; sample: string };

/** Starts collecting, before the page's first navigation; read the array at the end (the page's address and what
 *  was refused). */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (CSP_MESSAGE.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  await page.exposeFunction("__omniCspViolation", (v: Violation) =>
    violations.push(
      `${page.url()}: securitypolicyviolation ${v.directive} blocked ${v.blocked} at ${v.source}:${v.line} ${v.sample}`,
    ),
  );
  // Runs in every document before its own scripts, so nothing the page does first is missed.
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) =>
        (window as unknown as { __omniCspViolation: (v: Violation) => void }).__omniCspViolation({
          directive: e.effectiveDirective || e.violatedDirective,
          blocked: e.blockedURI,
          source: e.sourceFile,
          line: e.lineNumber,
          sample: e.sample,
        }),
      true,
    );
  });
  return violations;
}
