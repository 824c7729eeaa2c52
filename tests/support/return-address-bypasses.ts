// Return addresses that try to leave the site (open redirect): each form a browser, proxy or router could turn
// into another origin. Shared by the unit test of safeReturnPath and the tests through the real routes.
export const EVIL_HOST = "evil.example";

/** Each must come back as the fallback path, whatever the route. */
export const RETURN_ADDRESS_BYPASSES: readonly string[] = [
  `//${EVIL_HOST}/x`,
  `/\\${EVIL_HOST}/x`,
  `\\\\${EVIL_HOST}/x`,
  `/\t/${EVIL_HOST}/x`,
  `/\n/${EVIL_HOST}/x`,
  `/\r/${EVIL_HOST}/x`,
  `/\r\n/${EVIL_HOST}/x`,
  `\t//${EVIL_HOST}/x`,
  ` //${EVIL_HOST}/x`,
  ` /${EVIL_HOST}`,
  `/%09/${EVIL_HOST}/x`,
  `/%0A/${EVIL_HOST}/x`,
  `/%0D/${EVIL_HOST}/x`,
  `/%2F${EVIL_HOST}/x`,
  `/%2F%2F${EVIL_HOST}/x`,
  `%2F%2F${EVIL_HOST}/x`,
  `/%5C${EVIL_HOST}/x`,
  `/%5c${EVIL_HOST}/x`,
  `/%252F${EVIL_HOST}/x`,
  `/%25252F${EVIL_HOST}/x`,
  `/%255C${EVIL_HOST}/x`,
  `/.//${EVIL_HOST}/x`,
  `/..//${EVIL_HOST}/x`,
  `/./\\${EVIL_HOST}/x`,
  `///${EVIL_HOST}/x`,
  `https://${EVIL_HOST}/x`,
  `http://${EVIL_HOST}`,
  `HTTPS://${EVIL_HOST}`,
  `https:${EVIL_HOST}`,
  `https:/${EVIL_HOST}`,
  `https:\\\\${EVIL_HOST}`,
  `${EVIL_HOST}/x`,
  `javascript:alert(document.domain)`,
  `JavaScript:alert(1)`,
  ` javascript:alert(1)`,
  `java\tscript:alert(1)`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `vbscript:msgbox(1)`,
  `/\u3000/${EVIL_HOST}`,
  `\u2028//${EVIL_HOST}`,
];

/** Same-origin absolute addresses that still try to leave (user info, another port), given the site's origin. */
export function bypassesFor(origin: string): string[] {
  const { host, hostname, protocol } = new URL(origin);
  return [
    ...RETURN_ADDRESS_BYPASSES,
    `${protocol}//${host}@${EVIL_HOST}/x`,
    `${protocol}//${EVIL_HOST}@${host}/x`,
    `${protocol}//user:pass@${host}/x`,
    `${protocol}//${host}.${EVIL_HOST}/x`,
    `${protocol}//${hostname}:1/x`,
    `${protocol}//${host}//${EVIL_HOST}/x`,
    `${protocol}//${host}/%2F%2F${EVIL_HOST}/x`,
  ];
}

/** Paths of the site that must be kept as they are. */
export const SAME_SITE_PATHS: readonly string[] = [
  "/",
  "/companies",
  "/employees/emp-emma/documents",
  "/time-off?employeeId=emp-emma",
  "/payroll/payroll-instances/wb-2026-10#lsp-bills",
  "/companies?search=a%20b",
  "/@evil.example",
];
