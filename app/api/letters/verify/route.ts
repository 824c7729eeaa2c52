import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/auth/client-ip";
import { checkLetter } from "@/lib/letters/verify-letter";
import { ZLetterCheck, ZLetterCheckAnswer } from "@/lib/letters/schema";

// Public (no sign-in): is the file whose SHA-256 the browser computed the letter issued under this code?
export const POST = route(
  {
    auth: "public",
    body: ZLetterCheck,
    response: ZLetterCheckAnswer,
    summary: "Check a letter file against its verification code",
  },
  ({ req, body }) => checkLetter(body, clientAddress(req.headers)),
);
