import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { homePath } from "@/lib/navigation";

// "/" is the authenticated home: each role lands on its own start page.
export default async function Home() {
  const actor = await currentActor();
  if (!actor) redirect("/login");
  redirect(homePath(actor));
}
