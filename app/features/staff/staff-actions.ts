// Every staff action that changes money, bookings, people or content, named once with the permission it
// needs. This list (with the table screens' add, edit, delete and one-click actions, generated from the table
// registry: staff-action-catalogue.server.ts) is the one source of the role matrix: docs/roles.md is
// generated from it (`npm run docs:roles`) and the role-matrix test replays every entry as every role.
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
    id: "enquiry.reply",
    where: "Enquiry page: Send reply",
    what: "E-mail the traveller a reply from the enquiry",
    permission: "inbox",
  },
  {
    id: "enquiry.whatsapp",
    where: "Enquiry page: WhatsApp",
    what: "Send the traveller a WhatsApp message, or the approved template outside the 24-hour window",
    permission: "inbox",
  },
  {
    id: "enquiry.note",
    where: "Enquiry page: Add note",
    what: "Add an internal note to the enquiry's thread",
    permission: "inbox",
  },
  {
    id: "enquiry.assign",
    where: "Enquiry page: Owner",
    what: "Give the enquiry to a member of staff, or take it",
    permission: "inbox",
  },
  {
    id: "enquiry.stage",
    where: "Enquiry page: Stage",
    what: "Mark a proposal sent (or take it back), or the enquiry lost with a reason",
    permission: "inbox",
  },
  {
    id: "enquiry.close",
    where: "Enquiry page: Close",
    what: "Close the enquiry",
    permission: "inbox",
  },
  {
    id: "enquiry.reopen",
    where: "Enquiry page: Reopen",
    what: "Reopen a closed enquiry",
    permission: "inbox",
  },
  {
    id: "enquiry.phone",
    where: "Enquiry page: Log a call",
    what: "Record a phone call with the traveller",
    permission: "inbox",
  },
  {
    id: "enquiry.follow-up",
    where: "Enquiry page: Follow up, Snooze",
    what: "Snooze an enquiry until a follow-up day",
    permission: "inbox",
  },
  {
    id: "enquiry.follow-up-clear",
    where: "Enquiry page: Follow up, Clear the follow-up day",
    what: "Bring a snoozed enquiry back to the open list",
    permission: "inbox",
  },
  {
    id: "inbox.bulk-assign",
    where: "Inbox: tick several, Assign",
    what: "Give several enquiries to a member of staff",
    permission: "inbox",
  },
  {
    id: "inbox.bulk-close",
    where: "Inbox: tick several, Close",
    what: "Close several enquiries",
    permission: "inbox",
  },
  {
    id: "inbox.bulk-reopen",
    where: "Inbox: tick several, Reopen",
    what: "Reopen several enquiries",
    permission: "inbox",
  },
  {
    id: "inbox.save-view",
    where: "Inbox: Save this view",
    what: "Save the list's filters under a name (one's own)",
    permission: "inbox",
  },
  {
    id: "inbox.delete-view",
    where: "Inbox: a saved view's Delete",
    what: "Delete one of one's own saved views",
    permission: "inbox",
  },
  {
    id: "inbox.export",
    where: "Inbox: Export CSV",
    what: "Download the enquiries with travellers' names and e-mails",
    permission: "export",
  },
  {
    id: "chat.reply",
    where: "Chat: Send",
    what: "Answer a traveller in the live chat",
    permission: "inbox",
  },
  {
    id: "chat.close",
    where: "Chat: Close",
    what: "Close a chat conversation",
    permission: "inbox",
  },
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
    id: "trip-link.reissue",
    where: "Booking page: Send a new trip link",
    what: "Revoke the booking's trip links and e-mail the traveller a new one",
    permission: "inbox",
  },
  {
    id: "residency-proof.review",
    where: "Booking page: Accept or reject a residency proof",
    what: "Decide on a traveller's proof of residency",
    permission: "inbox",
  },
  {
    id: "booking.requote",
    where: "Booking page: Price › Preview the new price, then Confirm",
    what: "Re-quote a booking (today's rates, a changed party or residency, a staff discount with a reason); the old quote is kept and the traveller e-mailed",
    permission: "money",
  },
  {
    id: "bookings.export",
    where: "Bookings: Export CSV",
    what: "Download every booking with travellers' contact details",
    permission: "export",
  },
  {
    id: "booking.push-itinerary",
    where: "Booking page: Itinerary as booked › Apply to this booking",
    what: "Replace a booking's frozen itinerary with its package's current one; the traveller is told by e-mail",
    permission: "money",
  },
  {
    id: "package.archive",
    where: "Package editor: On sale › Archive / Restore to the site",
    what: "Take a package off the site and the booking forms, or put it back; its bookings keep their itinerary",
    permission: "content",
  },
  {
    id: "package.delete",
    where: "Package editor: On sale › Delete package",
    what: "Delete a package nobody booked, with its days, rates and pictures (refused while it has bookings)",
    permission: "content",
  },
  {
    id: "traveller.erase",
    where: "Booking page: Erase personal data",
    what: "Remove a traveller's personal data on request, keeping amounts, dates and references",
    permission: "erasure",
  },
  {
    id: "template.save",
    where: "Reply templates: Save",
    what: "Add or change a reply template's wording",
    permission: "templates",
  },
  {
    id: "template.delete",
    where: "Reply templates: Delete",
    what: "Delete a reply template",
    permission: "templates",
  },
  {
    id: "settings.save",
    where: "Settings: Save",
    what: "Change office hours and the reply target",
    permission: "settings",
  },
  {
    id: "settings.business",
    where: "Settings, Business details: Save",
    what: "Change the company's phone, address and bank accounts shown to travellers",
    permission: "settings",
  },
  {
    id: "rates.season.save",
    where: "Rates, Seasons: Save",
    what: "Add or change a season",
    permission: "rates",
  },
  {
    id: "rates.season.delete",
    where: "Rates, Seasons: Delete",
    what: "Delete a season",
    permission: "rates",
  },
  {
    id: "rates.park.save",
    where: "Rates, Park fees: Save",
    what: "Change a park's or conservancy's fees",
    permission: "rates",
  },
  {
    id: "rates.exchange.save",
    where: "Rates, Exchange rates: Save",
    what: "Change the display exchange rates",
    permission: "rates",
  },
  {
    id: "rates.package.save",
    where: "Rates, a package: Save",
    what: "Change a package's rate cards",
    permission: "rates",
  },
  {
    id: "package.create",
    where: "Packages: New package",
    what: "Start a new safari package",
    permission: "content",
  },
  {
    id: "package.save",
    where: "Package editor: Save",
    what: "Change a package's texts, facts and itinerary days",
    permission: "content",
  },
  {
    id: "gallery.add",
    where: "Pictures of a package, lodge or destination: Add",
    what: "Upload pictures to a gallery",
    permission: "content",
  },
  {
    id: "gallery.save",
    where: "Pictures: Save",
    what: "Change a picture's caption and description",
    permission: "content",
  },
  {
    id: "gallery.move",
    where: "Pictures: Move up or down",
    what: "Change the order of a gallery's pictures",
    permission: "content",
  },
  {
    id: "gallery.remove",
    where: "Pictures: Remove",
    what: "Remove a picture from a gallery",
    permission: "content",
  },
  {
    id: "translation.save",
    where: "Translations: Save a language",
    what: "Save a package's, lodge's or destination's text in another language",
    permission: "content",
  },
  {
    id: "review.approve",
    where: "Review page: Approve",
    what: "Publish a traveller's review",
    permission: "content",
  },
  {
    id: "review.hide",
    where: "Review page: Hide",
    what: "Take a review off the site",
    permission: "content",
  },
  {
    id: "review.note",
    where: "Review page: Add note",
    what: "Add an internal note to a review",
    permission: "content",
  },
  {
    id: "staff.invite",
    where: "Staff: Invite",
    what: "Invite a person by e-mail, as owner, manager or agent",
    permission: "staff",
  },
  {
    id: "staff.resend-invitation",
    where: "Staff: Resend an invitation",
    what: "Send a waiting invitation again (the earlier link stops working)",
    permission: "staff",
  },
  {
    id: "staff.revoke-invitation",
    where: "Staff: Withdraw an invitation",
    what: "Withdraw a waiting invitation",
    permission: "staff",
  },
  {
    id: "staff.change-role",
    where: "Staff: Change role",
    what: "Make a person owner, manager or agent (never the last owner)",
    permission: "staff",
  },
  {
    id: "staff.sign-out-everywhere",
    where: "Staff: Sign out everywhere",
    what: "End every session of an account",
    permission: "staff",
  },
  {
    id: "staff.reset-two-factor",
    where: "Staff: Remove two-factor",
    what: "Remove the two-factor sign-in of a person who lost phone and codes",
    permission: "staff",
  },
  {
    id: "staff.require-two-factor",
    where: "Staff: Require two-factor sign-in",
    what: "Require (or stop requiring) two-factor sign-in for every account",
    permission: "staff",
  },
  {
    id: "staff.block",
    where: "Staff: Block",
    what: "Stop a person signing in and end their sessions (never oneself or the last owner)",
    permission: "staff",
  },
  {
    id: "staff.unblock",
    where: "Staff: Unblock",
    what: "Let a blocked person sign in again",
    permission: "staff",
  },
  {
    id: "staff.remove",
    where: "Staff: Remove",
    what: "Delete a person's account; their audit entries keep their e-mail (never oneself or the last owner)",
    permission: "staff",
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
export function roleMatrix(
  actions: readonly StaffActionDefinition[] = STAFF_ACTIONS,
): { action: StaffActionDefinition; roles: Record<StaffRole, boolean> }[] {
  return actions.map((action) => ({
    action,
    roles: Object.fromEntries(STAFF_ROLES.map((role) => [role, staffActionAllowed(role, action)])) as Record<
      StaffRole,
      boolean
    >,
  }));
}
