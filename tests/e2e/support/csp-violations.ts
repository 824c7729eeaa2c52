// Content-Security-Policy violations the browser reports on a page's console ("Refused to execute inline script
// because it violates the following Content Security Policy directive ..."). The accessibility suite visits every
// page of every role with this listener on and fails on any (issue 28 'Headers').
import type { Page } from "@playwright/test";

const CSP_MESSAGE = /Content Security Policy|Refused to (?:load|execute|apply|connect|frame|create|evaluate)/i;

/** Starts collecting; read the array at the end (each entry: the page's address and the message). */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (CSP_MESSAGE.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}
