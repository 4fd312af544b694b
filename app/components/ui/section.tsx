// Page sections and their headings: the rhythm of the editorial layout.
import { clsx } from "clsx";
import type { ReactNode } from "react";

export type SectionTone = "sand" | "paper" | "white" | "dark" | "acacia";

export function Section({
  tone = "sand",
  id,
  className,
  containerClassName,
  labelledBy,
  children,
}: {
  tone?: SectionTone;
  id?: string;
  className?: string;
  containerClassName?: string;
  /** Id of the section's heading, so the section is a named region. */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx("section-y", `section-${tone}`, className)}>
      <div className={clsx("container-page", containerClassName)}>{children}</div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = "left",
  as: Tag = "h2",
  inverse = false,
  className,
  action,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  id?: string;
  align?: "left" | "center";
  as?: "h1" | "h2" | "h3";
  /** Light text for dark sections. */
  inverse?: boolean;
  className?: string;
  /** A link beside the heading on wide screens, such as 'View All Safaris'. */
  action?: ReactNode;
}) {
  return (
    <div className={clsx(align === "center" ? "section-heading-center" : "section-heading", className)}>
      <div className={clsx("max-w-2xl", align === "center" && "mx-auto")}>
        {eyebrow ? (
          <p className={clsx("eyebrow mb-3", inverse ? "text-ochre-300" : "text-ochre-700")}>{eyebrow}</p>
        ) : null}
        <Tag id={id} className="font-display text-display-lg">
          {title}
        </Tag>
        {intro ? (
          <p className={clsx("mt-4 text-lead", inverse ? "text-sand-200" : "text-charcoal-600")}>{intro}</p>
        ) : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
