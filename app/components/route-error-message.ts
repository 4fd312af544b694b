// The sentence a refused request carries to the error screens: plain text, `{ error }` (a staff search the
// server cannot run), or a refused form's `formError` (features/forms/form-result.ts). Kept apart from the
// form layer so the error screens do not pull it into every page.
import { isRouteErrorResponse } from "react-router";

export function routeErrorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const data: unknown = error.data;
  if (typeof data === "string") return data || null;
  if (data && typeof data === "object") {
    if ("formError" in data && typeof data.formError === "string") return data.formError;
    if ("error" in data && typeof data.error === "string") return data.error;
  }
  return null;
}
