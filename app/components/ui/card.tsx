// Cards: a white sheet on the sand page, with optional media on top. `interactive` cards lift on hover and
// when their link has focus; keep one real link per card.
import { clsx } from "clsx";
import type { HTMLAttributes, ReactNode } from "react";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Rendered element; `article` for a self-contained item (a safari, a review), `div` otherwise. */
  as?: "article" | "div" | "li" | "section";
  interactive?: boolean;
  children: ReactNode;
}

export function Card({ as: Tag = "article", interactive = false, className, children, ...props }: CardProps) {
  return (
    <Tag className={clsx("group/card card", interactive && "card-interactive", className)} {...props}>
      {children}
    </Tag>
  );
}

/**
 * How wide a card's picture is shown in the site's card grids (one, two or three columns), for `<Image sizes>`.
 * The pictures are lazy, so a browser that can measure them (sizes="auto") does, and this is what others go by.
 */
export const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** The picture at the top of a card; children are usually an `<Image>` and overlaid badges. */
export function CardMedia({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx("card-media", className)}>{children}</div>;
}

export function CardBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx("card-body", className)}>{children}</div>;
}

export function CardTitle({
  as: Tag = "h3",
  className,
  children,
}: {
  as?: "h2" | "h3" | "h4";
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={clsx("card-title", className)}>{children}</Tag>;
}

export function CardFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx("card-footer", className)}>{children}</div>;
}
