import fs from "node:fs";

export default async function globalTeardown() {
  const state = globalThis as unknown as { omniTestDb?: { stop: () => Promise<void> }; omniTestDir?: string };
  if (state.omniTestDb) await state.omniTestDb.stop();
  if (state.omniTestDir) fs.rmSync(state.omniTestDir, { recursive: true, force: true });
}
