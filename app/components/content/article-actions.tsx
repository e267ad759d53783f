/**
 * The article blocks that ask the reader to act (docs/EDITING.md#components): the closing call to
 * action with its buttons and assurances, and the urgent notice beside an article's title. Server
 * only, like every article block (article-blocks.tsx).
 */
import type { ReactNode } from "react";
import type { ContentProps } from "~/content/collections/components";
import { bookingHref, firm, mailtoHref, telHref } from "~/content/firm";
import { ButtonLink } from "../ui/button-link";
import { Icon, type IconName } from "../ui/icon";
import { elementsOf, paragraphsOf, withoutTypes } from "./children";

type Children = { children?: ReactNode };

export function CallButton({ children }: Children) {
  return <>{children}</>;
}
export function EmailButton({ children }: Children & ContentProps<"EmailButton">) {
  return <>{children}</>;
}
export function LinkButton({ children }: Children & ContentProps<"LinkButton">) {
  return <>{children}</>;
}

export function Assurance(_: Children & ContentProps<"Assurance">) {
  return null;
}

export function Assurances({ children }: Children) {
  return (
    <ul className="grid gap-4 border-t border-white/15 pt-6 sm:grid-cols-3">
      {elementsOf(children, Assurance).map((a) => (
        <li key={a.props.title} className="flex gap-3">
          <Icon name={a.props.icon} className="mt-0.5 size-5 shrink-0 text-brass-300" />
          <span className="text-sm leading-relaxed">
            <strong className="block text-white">{a.props.title}</strong>
            {paragraphsOf(a.props.children)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action inside an article: a dark card whose buttons all act. */
export function CallToAction({
  id,
  title,
  eyebrow,
  children,
}: Children & ContentProps<"CallToAction">) {
  type ButtonProps = Children & Partial<ContentProps<"EmailButton"> & ContentProps<"LinkButton">>;
  const buttons = elementsOf<ButtonProps>(children, [
    CallButton,
    EmailButton as (p: ButtonProps) => ReactNode,
    LinkButton as (p: ButtonProps) => ReactNode,
  ]);
  const footer = elementsOf(children, Assurances);
  const text = withoutTypes(children, [CallButton, EmailButton, LinkButton, Assurances]);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="on-dark relative isolate overflow-hidden rounded-[1.5rem] bg-ink-900 px-6 py-10 text-ink-100 shadow-lift md:px-10"
      data-article-cta
      data-call-to-action
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_16rem_at_100%_0%,rgb(193_138_44/0.28),transparent_70%)]"
      />
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold uppercase tracking-[0.16em] text-brass-300">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={`${id}-heading`} className="text-3xl font-semibold text-white md:text-4xl">
        {title}
      </h2>
      <div className="mt-4 space-y-3 text-lg leading-relaxed [&_a]:text-white [&_a]:underline [&_a]:decoration-brass-300 [&_a]:underline-offset-4">
        {text}
      </div>
      <div className="mt-8 flex flex-wrap gap-3" data-actions>
        {buttons
          .map((b) => ({
            b,
            href:
              b.type === CallButton
                ? telHref(firm.phone)
                : b.type === EmailButton
                  ? mailtoHref(firm.email, b.props.subject)
                  : (b.props.to ?? "/contact"),
          }))
          // Booking is the filled, first action of every call to action; without a booking
          // button, the first one is (docs/PRODUCT-RULES.md#ways-to-reach-the-firm).
          .sort((x, y) => Number(y.href === bookingHref) - Number(x.href === bookingHref))
          .map(({ b, href }, i, all) => {
            const icon: IconName =
              b.type === CallButton
                ? "phone"
                : b.type === EmailButton
                  ? "mail"
                  : (b.props.icon ?? "arrowRight");
            const primary = all.some((o) => o.href === bookingHref)
              ? href === bookingHref
              : i === 0;
            return (
              <ButtonLink
                key={href}
                to={href}
                icon={icon}
                variant={primary ? "onDark" : "onDarkOutline"}
              >
                {b.props.children}
              </ButtonLink>
            );
          })}
      </div>
      {footer.length ? <div className="mt-8">{footer}</div> : null}
    </section>
  );
}

/** An urgent notice beside an article's title, with a button that calls the firm. */
export function HeroNotice({ title, children }: Children & ContentProps<"HeroNotice">) {
  return (
    <aside
      aria-label="Urgent notice"
      className="rounded-card border-2 border-brass-400 bg-ink-900/80 p-5 md:p-7"
      data-urgent-banner
    >
      <p className="flex items-start gap-3 font-semibold text-white">
        <Icon name="alert" className="mt-0.5 size-6 shrink-0 text-brass-300" />
        <span>
          <span className="mr-1 rounded bg-brass-400 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wider text-ink-950">
            Urgent
          </span>{" "}
          {title}
        </span>
      </p>
      <div className="mt-3 space-y-2 pl-9 text-base text-ink-100">{children}</div>
      <div className="mt-5 pl-9">
        <ButtonLink to={telHref(firm.phone)} variant="onDark" icon="phone">
          Call {firm.phone.display}
        </ButtonLink>
      </div>
    </aside>
  );
}
