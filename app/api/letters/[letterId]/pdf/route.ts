import { route } from "@/lib/http/route";
import { downloadLetter } from "@/lib/letters/download-letter";
import { ZLetterParams } from "@/lib/letters/schema";

// The signed letter's PDF (the exact bytes sealed); audited as letter.download.
export const GET = route(
  { permission: "letters.read", params: ZLetterParams, summary: "Download an employment letter (PDF)" },
  ({ actor, params }) => downloadLetter(actor, params.letterId),
);
