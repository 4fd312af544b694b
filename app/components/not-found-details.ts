// What a 404 response may say about itself, read apart from the not-found screen so that error boundaries can
// use it without loading the screen's code up front.
import type { StatusAction } from "./ui/status-state";

export interface NotFoundDetails {
  title?: string;
  description?: string;
  action?: StatusAction;
}

/** Reads the optional details a 404 response carries; anything else means the site's default texts. */
export function notFoundDetails(value: unknown): NotFoundDetails {
  if (!value || typeof value !== "object") return {};
  const { title, description, action } = value as Record<string, unknown>;
  const details: NotFoundDetails = {};
  if (typeof title === "string" && title) details.title = title;
  if (typeof description === "string" && description) details.description = description;
  if (action && typeof action === "object") {
    const { to, label } = action as Record<string, unknown>;
    if (typeof to === "string" && to.startsWith("/") && typeof label === "string" && label)
      details.action = { to, label };
  }
  return details;
}
