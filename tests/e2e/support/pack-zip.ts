// Signed payroll packs in the e2e specs (issue 27): one byte changed inside a pack's first file, so the verify
// page must refuse the pack and name that file. Shared by payroll/pack.spec.ts and payroll/findings-journey.spec.ts.

/**
 * A copy of the ZIP with one byte of its first entry's data flipped (read from the first local file header:
 * the name length at offset 26, the extra field length at 28, the name from 30), and that entry's name.
 */
export function tamperFirstEntry(zip: Buffer): { tampered: Buffer; entryName: string } {
  if (zip.readUInt32LE(0) !== 0x04034b50) throw new Error("Not a ZIP: no local file header at the start");
  const nameLength = zip.readUInt16LE(26);
  const entryName = zip.subarray(30, 30 + nameLength).toString("utf8");
  const tampered = Buffer.from(zip);
  const at = 30 + nameLength + zip.readUInt16LE(28) + 2;
  tampered[at] ^= 0xff;
  return { tampered, entryName };
}
