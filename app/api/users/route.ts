import { created, route } from "@/lib/http/route";
import { ZAddAdminBody, ZUserListQuery } from "@/lib/account/admins/schema";
import { listAdmins } from "@/lib/account/admins/list-admins";
import { createAdmin } from "@/lib/account/admins/create-admin";
import { ZAdminUserPage } from "@/lib/account/admins/response-schema";

// GET /api/users?role=admin: internal admin users (OP admins only, spec 3 section 2), keyset pages (nextPageKey).
export const GET = route(
  { permission: "admins.manage", query: ZUserListQuery, response: ZAdminUserPage },
  ({ actor, query }) => listAdmins(actor, { after: query.nextPageKey, pageSize: query.pageSize }),
);

// POST /api/users: add an admin user (firstName, lastName, email on the company domain, additionalAdminRoles).
export const POST = route({ permission: "admins.manage", body: ZAddAdminBody }, async ({ actor, body }) =>
  created(await createAdmin(actor, body)),
);
