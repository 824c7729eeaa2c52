import { route } from "@/lib/http/route";
import { ZIdParams, ZSaveProfile } from "@/lib/hiring/schema";
import { saveEmployeeProfile } from "@/lib/hiring/save-employee-profile";

// Complete profile: one stage validated, or a lenient draft for 'Save and close'.
export const PATCH = route(
  { permission: "seats.update", params: ZIdParams, body: ZSaveProfile },
  async ({ actor, params, body }) => ({
    data: await saveEmployeeProfile(actor, params.id, body),
  }),
);
