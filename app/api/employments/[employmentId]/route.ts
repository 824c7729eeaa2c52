import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZUpdateEmployment } from "@/lib/employees/employments/schema";
import { findEmploymentOrThrow } from "@/lib/employees/employments/access";
import { updateEmployment } from "@/lib/employees/employments/update-employment";

const ZParams = z.object({ employmentId: z.string().min(1).max(64) });

export const GET = route({ permission: "employments.read", params: ZParams }, ({ actor, params }) =>
  findEmploymentOrThrow(actor, params.employmentId),
);

export const PATCH = route(
  { permission: "employments.write", params: ZParams, body: ZUpdateEmployment },
  ({ actor, params, body }) => updateEmployment(actor, params.employmentId, body),
);
