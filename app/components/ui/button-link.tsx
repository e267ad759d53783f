import type { ReactNode } from "react";
import { Link } from "react-router";
import { bookingHref } from "~/content/firm";
import { Icon, type IconName } from "./icon";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "onDark" | "onDarkOutline";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-pill px-5 py-2.5 text-[0.95rem] font-semibold leading-tight transition-colors duration-150 no-underline";

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: "bg-ink-900 text-white hover:bg-ink-700 shadow-card",
  secondary:
    "border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900/50 hover:bg-ink-50",
  ghost: "text-ink-800 underline-offset-4 hover:underline px-2",
  onDark: "bg-brass-400 text-ink-950 hover:bg-brass-300 shadow-card",
  onDarkOutline: "border border-white/40 text-white hover:bg-white/10 hover:border-white/70",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${buttonVariants[variant]} ${extra}`.trim();
}

/**
 * A link styled as a button. Internal paths use client-side navigation, unless `reloadDocument`
 * asks for a full page load (a query the server must answer, such as the contact form opened from
 * a fee page's tool); tel:, mailto: and external URLs are plain anchors (external ones open in a
 * new tab with rel="noopener").
 */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  icon,
  iconAfter,
  className = "",
  reloadDocument = false,
  ...rest
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  icon?: IconName;
  iconAfter?: IconName;
  className?: string;
  reloadDocument?: boolean;
  "aria-label"?: string;
  [data: `data-${string}`]: string | boolean | undefined;
}) {
  const content = (
    <>
      {icon ? <Icon name={icon} className="size-[1.1em] shrink-0" /> : null}
      <span>{children}</span>
      {iconAfter ? <Icon name={iconAfter} className="size-[1.1em] shrink-0" /> : null}
    </>
  );
  const cls = buttonClass(variant, className);
  if (reloadDocument || /^(tel:|mailto:)/.test(to)) {
    return (
      <a href={to} className={cls} {...rest}>
        {content}
      </a>
    );
  }
  if (/^https?:/.test(to)) {
    return (
      <a href={to} className={cls} target="_blank" rel="noopener noreferrer" {...rest}>
        {content}
      </a>
    );
  }
  return (
    <Link to={to} className={cls} prefetch="intent" {...rest}>
      {content}
    </Link>
  );
}

/**
 * The way to book a consultation: the first, filled action of a hero or a call to action
 * (docs/PRODUCT-RULES.md#service-terms), to the booking on /contact, with the calendar icon.
 * `onDark` on a navy band.
 */
export function BookButton({
  onDark = false,
  children = "Book a free consultation",
}: {
  onDark?: boolean;
  children?: ReactNode;
}) {
  return (
    <ButtonLink to={bookingHref} variant={onDark ? "onDark" : "primary"} icon="calendar">
      {children}
    </ButtonLink>
  );
}
