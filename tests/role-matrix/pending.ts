// Actions in the catalogue (app/features/staff/staff-actions.ts) whose route is built on another branch and
// does not exist in this tree yet. The role-matrix test reports each as a to-do and fails if one of them gets
// a replay without leaving this list. Once the route exists: add its replay to a replays-<area>.ts file and
// delete its line here.
export const PENDING_REPLAYS: Record<string, string> = {};
