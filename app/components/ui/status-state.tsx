// One component for 'nothing here' moments: the site's 404 page, a page's own not-found text
// ('Safari not found'), an empty list ('No safaris found') and a recoverable error, each with a way onwards.

import { clsx } from "clsx";
import type { ReactNode } from "react";
import { localHref } from "~/i18n/local-href";
import { ButtonLink } from "./button";
import { AlertIcon, CompassIcon, SearchXIcon } from "./icons";

export type StatusKind = "not-found" | "empty" | "error";

export interface StatusAction {
  /** A page's English address (drawn in the page's language), or any other link. */
  to: string;
  label: string;
}

export interface StatusStateProps {
  kind?: StatusKind;
  title: string;
  description?: ReactNode;
  /** Large figure above the title, such as "404". */
  code?: string;
  /** The way back, such as { to: "/safaris", label: "Back to All Safaris" }. */
  action?: StatusAction;
  secondaryAction?: StatusAction;
  /** h1 when the state is the whole page (a 404), h2 or h3 inside a section. */
  headingLevel?: 1 | 2 | 3;
  /** "page" fills the space between header and footer; "inline" sits inside a section. */
  size?: "page" | "inline";
  className?: string;
  children?: ReactNode;
}

const icons: Record<StatusKind, typeof CompassIcon> = {
  "not-found": CompassIcon,
  empty: SearchXIcon,
  error: AlertIcon,
};

export function StatusState({
  kind = "not-found",
  title,
  description,
  code,
  action,
  secondaryAction,
  headingLevel = 2,
  size = "inline",
  className,
  children,
}: StatusStateProps) {
  const Heading = `h${headingLevel}` as "h1" | "h2" | "h3";
  const Icon = icons[kind];
  const page = size === "page";
  return (
    <div
      role={kind === "error" ? "alert" : undefined}
      className={clsx(page ? "status-page" : "status-inline", className)}
    >
      {code ? (
        <p aria-hidden="true" className="status-code">
          {code}
        </p>
      ) : (
        <span aria-hidden="true" className={clsx("status-icon", kind === "error" && "bg-clay-50 text-clay-600")}>
          <Icon className="size-6" strokeWidth={1.75} />
        </span>
      )}
      <Heading className={clsx("font-display text-charcoal-900", page ? "mt-4 text-display-lg" : "text-display-sm")}>
        {title}
      </Heading>
      {description ? (
        <div className={clsx("mt-4 max-w-prose text-charcoal-600", page && "text-lead")}>{description}</div>
      ) : null}
      {children}
      {action || secondaryAction ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {action ? (
            <ButtonLink to={localHref(action.to)} variant={page ? "primary" : "dark"} size={page ? "lg" : "md"}>
              {action.label}
            </ButtonLink>
          ) : null}
          {secondaryAction ? (
            <ButtonLink to={localHref(secondaryAction.to)} variant="outline" size={page ? "lg" : "md"}>
              {secondaryAction.label}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
