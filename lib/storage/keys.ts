// Storage keys: generated server-side, and checked so a key can never escape the storage root or bucket prefix.
const KEY_RE = /^[a-z0-9-]+(\/[a-z0-9._-]+)+$/i;

export function isValidKey(key: string): boolean {
  return KEY_RE.test(key) && !key.includes("..") && key.length <= 512;
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new Error("Invalid storage key");
  return key;
}

/** A key-safe version of a user's file name ("Contrat signé (1).PDF" -> "Contrat-signe-1-.PDF"). */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9._-]+/gi, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.-]+/, "")
    .slice(-100);
  return cleaned || "file";
}
