// What the signed-in user may do with the seats of the pending-employees list and page (spec 1 sections 4, 6),
// decided once from the policy; the screens read it (a seat's own state narrows it further on the row).
import type { Actor } from "@/lib/auth/actor";
import { flagsOf } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export type AllowedSeatActions = {
  isAdmin: boolean;
  create: boolean;
  archive: boolean;
  acceptOrderForm: boolean;
  uploadOrderForm: boolean;
  markOrderFormSigned: boolean;
};

export function seatActionsOf(actor: Actor): AllowedSeatActions {
  return {
    isAdmin: flagsOf(actor).isAdmin,
    create: can(actor, "seats.create"),
    archive: can(actor, "seats.archive"),
    acceptOrderForm: can(actor, "seats.acceptOrderForm"),
    uploadOrderForm: can(actor, "seats.uploadOrderForm"),
    markOrderFormSigned: can(actor, "seats.markOrderFormSigned"),
  };
}
