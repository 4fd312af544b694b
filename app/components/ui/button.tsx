// Buttons and button-styled links. `buttonClasses` lets any element (a form's submit, a Link) wear the look.
import { clsx } from "clsx";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "dark" | "outline" | "ghost" | "inverse" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The classes of a button of this variant and size (styles in app.css). */
export function buttonClasses({ variant = "primary", size = "md", fullWidth = false }: ButtonStyle = {}): string {
  return clsx("btn", `btn-${variant}`, size !== "md" && `btn-${size}`, fullWidth && "btn-block");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** Shows a spinner and disables the button while a submission is in flight. */
  pending?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  pending = false,
  icon,
  className,
  children,
  disabled,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonClasses({ variant, size, fullWidth }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner className="size-4" /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonStyle {
  icon?: ReactNode;
  /** Icon after the label, such as an arrow. */
  trailingIcon?: ReactNode;
}

export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  trailingIcon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={clsx(buttonClasses({ variant, size, fullWidth }), className)} {...props}>
      {icon}
      {children}
      {trailingIcon}
    </Link>
  );
}
