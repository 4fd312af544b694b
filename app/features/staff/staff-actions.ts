// Every staff action that changes money, bookings, people or content, named once with the permission it
// needs. This list is the one source of the role matrix: docs/roles.md is generated from it
// (`npm run docs:roles`) and the role-matrix test replays every entry as every role.
import { STAFF_ROLES, type StaffPermission, type StaffRole, staffCan } from "./staff-policy";

export interface StaffActionDefinition {
  /** Stable id, `area.verb`: what the role-matrix test looks its replay up by. */
  id: string;
  /** Where it is done, as staff know it (a screen and its button). */
  where: string;
  /** What it does, in words. */
  what: string;
  permission: StaffPermission;
}

export const STAFF_ACTIONS = [
  {
    id: "booking.status",
    where: "Booking page: Status",
    what: "Move a booking through New, Contacted and Confirmed",
    permission: "inbox",
  },
  {
    id: "booking.cancel",
    where: "Booking page: Cancel booking",
    what: "Cancel a booking with a reason; its payments and refunds stay",
    permission: "money",
  },
  {
    id: "payment.record",
    where: "Booking page: Record a payment",
    what: "Record a bank transfer or cash payment that arrived",
    permission: "inbox",
  },
  {
    id: "refund.record",
    where: "Booking page: Record a refund",
    what: "Record money given back against one of the booking's payments",
    permission: "money",
  },
  {
    id: "bookings.export",
    where: "Bookings: Download CSV",
    what: "Download every booking with travellers' contact details",
    permission: "export",
  },
  {
    id: "traveller.erase",
    where: "Booking page: Erase personal data",
    what: "Remove a traveller's personal data on request, keeping amounts, dates and references",
    permission: "erasure",
  },
  {
    id: "mpesa.unmatched.match",
    where: "Payments › Unmatched M-Pesa payments: Match to a booking",
    what: "Credit money M-Pesa received for no known request to a booking, once, by its receipt",
    permission: "money",
  },
  {
    id: "mpesa.unmatched.refund",
    where: "Payments › Unmatched M-Pesa payments: Mark refunded",
    what: "Record that money M-Pesa received for no known request was sent back, with the refund's reference",
    permission: "money",
  },
] as const satisfies readonly StaffActionDefinition[];

export type StaffActionId = (typeof STAFF_ACTIONS)[number]["id"];

export function staffActionAllowed(role: StaffRole, action: StaffActionDefinition): boolean {
  return staffCan(role, action.permission);
}

/** The matrix as rows: each action with the roles that may use it, in the roles' order. */
export function roleMatrix(): { action: StaffActionDefinition; roles: Record<StaffRole, boolean> }[] {
  return STAFF_ACTIONS.map((action) => ({
    action,
    roles: Object.fromEntries(STAFF_ROLES.map((role) => [role, staffActionAllowed(role, action)])) as Record<
      StaffRole,
      boolean
    >,
  }));
}
