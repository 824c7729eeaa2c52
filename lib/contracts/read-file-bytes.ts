// A stored file's bytes (contracts are small PDFs), or null when the key holds nothing.
import { getStore } from "@/lib/storage/store";

export async function readFileBytes(key: string): Promise<Buffer | null> {
  const stream = await getStore().get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
