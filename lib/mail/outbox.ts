// Outgoing e-mail through a transactional outbox: queueEmail() writes the message in the same transaction
// as the change that caused it; the worker (scripts/worker.ts) sends unsent rows through SMTP when
// SMTP_URL is configured. The dev mail viewer (GET /api/dev/outbox, /dev/outbox) shows stored messages,
// live password links included, so it exists only while DEV_MAIL_VIEWER=true and never next to real SMTP.
import nodemailer from "nodemailer";
import { db, type Tx } from "@/lib/db";

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

export async function queueEmail(tx: Tx, message: EmailMessage) {
  return tx.outboxEmail.create({
    data: { to: message.to.toLowerCase(), subject: message.subject, text: message.text, html: message.html },
  });
}

export function isSmtpConfigured() {
  return !!process.env.SMTP_URL;
}

/** Off by default; DEV_MAIL_VIEWER=true turns it on for development, unless SMTP is configured. */
export function isDevMailViewerOn() {
  return process.env.DEV_MAIL_VIEWER === "true" && !isSmtpConfigured();
}

/** Sends up to `limit` unsent messages; each row is claimed with SKIP LOCKED so two workers never send twice. */
export async function flushOutbox(limit = 20): Promise<number> {
  if (!isSmtpConfigured()) return 0;
  const transport = nodemailer.createTransport(process.env.SMTP_URL);
  const from = process.env.SMTP_FROM ?? "OmniPlatform <no-reply@omniplatform.example>";
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const done = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "OutboxEmail" WHERE "sentAt" IS NULL AND "error" IS NULL ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return false;
      const message = await tx.outboxEmail.findUniqueOrThrow({ where: { id: rows[0].id } });
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
        });
        await tx.outboxEmail.update({ where: { id: message.id }, data: { sentAt: new Date() } });
      } catch (error) {
        await tx.outboxEmail.update({
          where: { id: message.id },
          data: { error: String((error as Error).message).slice(0, 500) },
        });
      }
      return true;
    });
    if (!done) break;
    sent++;
  }
  return sent;
}

export async function listOutbox(page: { pageIndex: number; pageSize: number }, to?: string) {
  const where = to ? { to: { contains: to.toLowerCase() } } : {};
  const [items, totalCount] = await Promise.all([
    db.outboxEmail.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: page.pageIndex * page.pageSize,
      take: page.pageSize,
    }),
    db.outboxEmail.count({ where }),
  ]);
  return { items, totalCount, pageSize: page.pageSize };
}
