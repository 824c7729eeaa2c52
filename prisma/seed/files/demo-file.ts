// A demo file: the storage key a seeded row names, what kind of file it is, and how to make its bytes. The
// bytes are made from the rows (read back from the database), so an existing demo database gets the same
// file again when one is missing.
import type { Tx } from "../context";

export type DemoFileKind = "pdf" | "png" | "docx" | "csv";
export type DemoFile = { key: string; kind: DemoFileKind; render: () => Promise<Buffer> };
/** Reads the rows that name demo files (a transaction while seeding, the client afterwards). */
export type Db = Tx;

/** Every file the seed writes lives under this prefix (code such as the pay-report sweep skips it). */
export const SEED_PREFIX = "seed/";
export const isSeedKey = (key: string | null | undefined): key is string => !!key?.startsWith(SEED_PREFIX);

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const personName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(" ");
