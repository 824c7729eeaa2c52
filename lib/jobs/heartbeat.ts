// The worker's heartbeat (table WorkerHeartbeat): readiness and the back-office jobs page read it to tell
// whether any worker is alive. Rows of workers silent for a day are removed.
import os from "node:os";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { errorField, logger } from "@/lib/observability/logger";

export const HEARTBEAT_INTERVAL_MS = 5_000;

export type Heartbeat = { id: string; stop(): Promise<void> };

export async function startHeartbeat(jobTypes: number, intervalMs = HEARTBEAT_INTERVAL_MS): Promise<Heartbeat> {
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const beat = () =>
    db.workerHeartbeat.upsert({
      where: { id },
      create: { id, hostname: os.hostname(), pid: process.pid, jobTypes },
      update: { beatAt: new Date() },
    });
  await beat();
  await db.workerHeartbeat.deleteMany({ where: { beatAt: { lt: new Date(Date.now() - 86_400_000) } } });
  const timer = setInterval(() => {
    beat().catch((error) => logger().error({ msg: "heartbeat failed", reason: errorField(error).message }));
  }, intervalMs);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await db.workerHeartbeat.deleteMany({ where: { id } }).catch(() => {});
    },
  };
}
