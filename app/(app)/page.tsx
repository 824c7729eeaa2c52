import { redirect } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { homePath } from "@/lib/navigation";

// "/" is the authenticated home: each role lands on its own start page.
export default async function Home() {
  const actor = await guardPage();
  redirect(homePath(actor));
}
