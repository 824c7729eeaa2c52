// The approval chain settings (a company's chains and its approvers' delegates): one schema per form, shared by
// the settings page and the routes, and the answers' shapes.
import { z } from "zod";
import { isoDate } from "@/lib/zod/date";
import { APPROVAL_REQUEST_KINDS, APPROVER_KINDS } from "@/lib/approval-chains/levels";

export const MAX_LEVELS = 5;

// The form sends the inputs' text: an empty one is no threshold.
const optionalNumber = (label: string, whole: boolean) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : v),
    z.coerce
      .number({ error: `${label} must be a number` })
      .positive(`${label} must be more than 0`)
      .refine((n) => !whole || Number.isInteger(n), `${label} must be whole days`)
      .nullable(),
  );

export const ZApprovalLevelInput = z
  .object({
    approverKind: z.enum(APPROVER_KINDS, { error: "Choose who approves at this level" }),
    approverUserId: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null),
    minAmount: optionalNumber("The amount", false),
    minDays: optionalNumber("The length", true),
  })
  .superRefine((level, ctx) => {
    if (level.approverKind === "NAMED_MANAGER" && !level.approverUserId)
      ctx.addIssue({
        code: "custom",
        path: ["approverUserId"],
        message: "Choose the manager who approves at this level",
      });
    if (level.minAmount !== null && level.minDays !== null)
      ctx.addIssue({ code: "custom", path: ["minDays"], message: "A level has one threshold: an amount or a length" });
  });

export const ZApprovalPolicyForm = z.object({
  /** Empty: no chain, the company's single approver decides (as before any chain). */
  levels: z.array(ZApprovalLevelInput).max(MAX_LEVELS, `A chain has at most ${MAX_LEVELS} levels`),
});
export type ApprovalPolicyFormInput = z.input<typeof ZApprovalPolicyForm>;
export type ApprovalPolicyForm = z.output<typeof ZApprovalPolicyForm>;

export const ZApprovalPolicyParams = z.object({
  companyId: z.string().min(1),
  kind: z.enum(APPROVAL_REQUEST_KINDS, { error: "The kind is TIME_OFF, EXPENSE or TIMESHEET" }),
});
export const ZCompanyParams = z.object({ companyId: z.string().min(1) });
export const ZDelegationParams = z.object({ companyId: z.string().min(1), delegationId: z.string().min(1) });

export const ZDelegationForm = z
  .object({
    approverUserId: z.string().trim().min(1, "Choose the approver who is away"),
    delegateUserId: z.string().trim().min(1, "Choose who decides in their place"),
    startsOn: isoDate(),
    endsOn: isoDate(),
  })
  .superRefine((d, ctx) => {
    if (d.approverUserId === d.delegateUserId)
      ctx.addIssue({ code: "custom", path: ["delegateUserId"], message: "The delegate must be someone else" });
    if (d.endsOn < d.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The last day cannot be before the first" });
  });
export type DelegationFormInput = z.input<typeof ZDelegationForm>;

const ZLevel = z.object({
  position: z.number().int(),
  approverKind: z.enum(APPROVER_KINDS),
  approverUserId: z.string().nullable(),
  approverName: z.string().nullable(),
  minAmount: z.number().nullable(),
  minDays: z.number().int().nullable(),
});
export const ZApprovalPolicy = z.object({
  kind: z.enum(APPROVAL_REQUEST_KINDS),
  levels: z.array(ZLevel),
  updatedAt: z.string().nullable(),
});
export type ApprovalPolicyDto = z.infer<typeof ZApprovalPolicy>;

export const ZDelegation = z.object({
  id: z.string(),
  approverUserId: z.string(),
  approverName: z.string(),
  delegateUserId: z.string(),
  delegateName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  active: z.boolean(),
});
export type DelegationDto = z.infer<typeof ZDelegation>;

export const ZApprovalSettings = z.object({
  companyId: z.string(),
  policies: z.array(ZApprovalPolicy),
  delegations: z.array(ZDelegation),
  /** The company's managers, to name an approver or a delegate. */
  managers: z.array(z.object({ userId: z.string(), name: z.string(), isAdmin: z.boolean() })),
  /** Whether the caller may change the chains (company admins and platform admins) and add any delegate. */
  canManage: z.boolean(),
});
export type ApprovalSettingsDto = z.infer<typeof ZApprovalSettings>;
