import { notFound } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { guardPage } from "@/lib/pages/guard";

// Any path no page matches: 'Page not found', inside the shell for a signed-in user (app/(app)/not-found.tsx)
// and bare for a signed-out visitor on a public path such as /404.
export default async function UnknownPage() {
  if (await currentActor()) await guardPage();
  notFound();
}
