import { z } from "zod";
import { route } from "@/lib/http/route";
import { serveSignedDownload } from "@/lib/downloads/serve-signed-download";

const ZParams = z.object({ token: z.string().min(1).max(4096) });

// The signed export link answered as data.url by the CSV exports (spec 2 and 3 section 7): the file, streamed.
// No session needed; a forged link is 404, an expired one 410, and a caller signed in as another user 403.
export const GET = route(
  { auth: "public", params: ZParams, summary: "Download a signed export link (CSV)" },
  ({ actor, params }) => serveSignedDownload(actor, params.token),
);
