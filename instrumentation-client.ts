// Runs in the browser before the app's code (Next loads it ahead of hydration).
// zod compiles object parsers with `new Function` when it may; its probe for that (a caught `new Function("")`)
// is a script-src violation under the pages' Content-Security-Policy, which has no 'unsafe-eval' (Chromium reports
// it on every page that builds a form schema). jitless: zod never evaluates a string in the browser. The server
// has no such policy and keeps zod's faster compiled parsers.
import { z } from "zod";

z.config({ jitless: true });
