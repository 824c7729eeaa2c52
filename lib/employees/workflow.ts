// THE employee onboarding-status table (spec 1 section 4): a record starts Pending (created) or In progress
// (converted from a seat), becomes Active when the last onboarding stage completes, Inactive when it ends.
import { defineWorkflow } from "@/lib/workflow";
import type { OnboardingStatus } from "@/generated/prisma/client";

export const employeeStatusWorkflow = defineWorkflow<OnboardingStatus>({
  entityType: "Employee",
  model: "employee",
  statusField: "onboardingStatus",
  companyField: "companyId",
  transitions: {
    PENDING: ["IN_PROGRESS", "ACTIVE", "INACTIVE"],
    IN_PROGRESS: ["ACTIVE", "INACTIVE"],
    ACTIVE: ["INACTIVE"],
    INACTIVE: [],
  },
});
