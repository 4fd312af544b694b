// How the role-matrix test (app/routes/admin/role-matrix.test.ts) replays a staff action: each catalogue
// entry (app/features/staff/staff-actions.ts) has one small function, keyed by the action's id, that says
// which real route handler to call with which request. The test calls it as owner, manager and agent.
import type { Database } from "~/db/client.server";
import type { RouteHandler } from "../support/staff-sessions";

/** Records the actions are replayed on, made once before the replays (see role-matrix.test.ts). */
export interface Fixtures {
  db: Database;
  bookingId: number;
  bookingEnquiryId: number;
  inquiryEnquiryId: number;
  chatConversationId: number;
  reviewId: number;
  templateId: number;
  seasonId: number;
  parkId: number;
  packageId: number;
  destinationId: number;
  invitationId: number;
  /** Staff accounts the staff actions are replayed on (never the three signed-in roles). */
  victimIds: { role: string; block: string; remove: string; signOut: string; twoFactor: string };
  /** The ids of the three signed-in accounts, which no replay may change. */
  protectedStaffIds: string[];
}

export interface Replay {
  /** The route module's action (or loader, for a download). */
  handler: RouteHandler;
  /** Path and query as a browser sends it. */
  path: string;
  params?: Record<string, string>;
  /** Form fields posted; none means a GET (a download). */
  form?: Record<string, string>;
  /** Database tables the action writes: a refused role must leave them (and the audit log) unchanged. */
  tables: string[];
}

export type ReplayFor = (fixtures: Fixtures) => Replay | Promise<Replay>;

/** Replays of one area, keyed by action id. */
export type Replays = Record<string, ReplayFor>;

/** The rows of a raw query's result (PGlite and node-postgres both answer with `rows`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
