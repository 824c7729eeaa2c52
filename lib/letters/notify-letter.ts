// The e-mails an employee gets about their letter, through the mail outbox in the transaction that caused them:
// ready (after the job made the PDF) or declined (with the reason). The address: the employee's sign-in, else
// their personal or work e-mail.
import type { Tx } from "@/lib/db";
import { queueEmail } from "@/lib/mail/outbox";
import { letterTitle, type LetterKindValue } from "@/lib/letters/schema";

type Recipient = {
  firstName: string;
  personalEmail: string | null;
  workEmail: string | null;
  user: { email: string } | null;
};
type Letter = { kind: LetterKindValue; months: number | null };

export const recipientSelect = {
  firstName: true,
  personalEmail: true,
  workEmail: true,
  user: { select: { email: true } },
} as const;

const addressOf = (e: Recipient) => e.user?.email ?? e.personalEmail ?? e.workEmail;
const origin = () => (process.env.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "");

export async function mailLetterReady(tx: Tx, employee: Recipient, letter: Letter) {
  const to = addressOf(employee);
  if (!to) return;
  const title = letterTitle(letter.kind, letter.months);
  await queueEmail(tx, {
    to,
    subject: `Your ${title.toLowerCase()} is ready`,
    text: `Hello ${employee.firstName},\n\nyour ${title.toLowerCase()} is ready. Download it under Letters on ${origin()}/pay.\n`,
  });
}

export async function mailLetterDeclined(tx: Tx, employee: Recipient, letter: Letter, reason: string) {
  const to = addressOf(employee);
  if (!to) return;
  const title = letterTitle(letter.kind, letter.months);
  await queueEmail(tx, {
    to,
    subject: `Your request for a ${title.toLowerCase()} was declined`,
    text: `Hello ${employee.firstName},\n\nyour request for a ${title.toLowerCase()} was declined.\nReason: ${reason}\n\nSee ${origin()}/pay.\n`,
  });
}
