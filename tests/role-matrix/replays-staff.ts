// Replays of the owner's Staff page: invitations, roles, sessions, two-factor, block, unblock, remove.
import * as staff from "~/routes/admin/staff";
import type { Replays } from "./replay";

const onStaff = (form: Record<string, string>) => ({
  handler: staff.action,
  path: "/admin/staff",
  form,
  tables: ["staff_users", "staff_sessions", "staff_invitations", "staff_two_factors", "app_settings", "email_outbox"],
});

export const staffReplays: Replays = {
  "staff.invite": () => onStaff({ intent: "invite", name: "Nia New", email: "nia@heartbeest.test", role: "agent" }),
  "staff.resend-invitation": (f) => onStaff({ intent: "resend-invitation", invitationId: String(f.invitationId) }),
  "staff.revoke-invitation": (f) => onStaff({ intent: "revoke-invitation", invitationId: String(f.invitationId) }),
  "staff.change-role": (f) => onStaff({ intent: "change-role", userId: f.victimIds.role, role: "manager" }),
  "staff.sign-out-everywhere": (f) => onStaff({ intent: "sign-out-everywhere", userId: f.victimIds.signOut }),
  "staff.reset-two-factor": (f) => onStaff({ intent: "reset-two-factor", userId: f.victimIds.twoFactor }),
  "staff.require-two-factor": () => onStaff({ intent: "require-two-factor" }),
  "staff.block": (f) => onStaff({ intent: "block", userId: f.victimIds.block, confirmed: "yes" }),
  "staff.unblock": (f) => onStaff({ intent: "unblock", userId: f.victimIds.block, confirmed: "yes" }),
  "staff.remove": (f) => onStaff({ intent: "remove", userId: f.victimIds.remove, confirmed: "yes" }),
};
