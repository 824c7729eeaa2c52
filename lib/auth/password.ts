import bcrypt from "bcryptjs";

const COST = Number(process.env.BCRYPT_COST ?? 10);

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

export function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  // Compare against a dummy hash when the user has none, so timing does not reveal which e-mails exist.
  return bcrypt.compare(plain, hash ?? "$2b$10$CwTycUXWue0Thq9StjUM0uJ8.Yb3x8ZcXzYkYwF6g7sYy6iYd0S1e");
}
