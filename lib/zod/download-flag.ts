// `?download=1`: the bytes themselves instead of the spec's answer (a link, or base64 text), for the screens
// that stream a file straight to disk. Anything but 1/true/0/false is a 400 naming `download`.
import { z } from "zod";

export const ZDownloadFlag = z
  .enum(["1", "true", "0", "false"], { error: "download must be 1 or 0" })
  .optional()
  .transform((v) => v === "1" || v === "true");
