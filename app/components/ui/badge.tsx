// Small labels: durations, regions, countries, statuses.
import { clsx } from "clsx";
import type { ReactNode } from "react";

export type BadgeTone = "sand" | "ochre" | "acacia" | "charcoal" | "clay" | "outline" | "glass";

export function Badge({
  tone = "sand",
  icon,
  className,
  children,
}: {
  tone?: BadgeTone;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={clsx("badge", `badge-${tone}`, className)}>
      {icon}
      {children}
    </span>
  );
}
