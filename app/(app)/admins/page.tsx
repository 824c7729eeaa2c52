import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { listAdmins } from "@/lib/account/admins/list-admins";
import { AdminsClient } from "./page-client";

export const metadata: Metadata = { title: "Admin users" };

// Spec 3 section 2, internal admin users: OP admins only (others get the not-allowed page).
export default async function AdminsPage() {
  const actor = await guardPage({ permission: "admins.manage" });
  // The first keyset page; the client loads the next ones with its nextPageKey.
  const first = await listAdmins(actor);
  return <AdminsClient initial={first} selfId={actor.userId} />;
}
