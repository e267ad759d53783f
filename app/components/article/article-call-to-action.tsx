import type { ReactNode } from "react";
import { ButtonLink } from "../ui/button-link";
import type { IconName } from "../ui/icon";

export interface ArticleAction {
  label: ReactNode;
  /** tel:, mailto: or an internal path: every button acts. */
  href: string;
  icon: IconName;
}

/** The closing call to action inside an article: a dark card with acting buttons. */
export function ArticleCallToAction({
  id,
  eyebrow,
  heading,
  children,
  actions,
  footer,
}: {
  id: string;
  eyebrow?: string;
  heading: ReactNode;
  children: ReactNode;
  actions: readonly ArticleAction[];
  footer?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="on-dark relative isolate overflow-hidden rounded-[1.5rem] bg-ink-900 px-6 py-10 text-ink-100 shadow-lift md:px-10"
      data-article-cta
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
        {heading}
      </h2>
      <div className="mt-4 space-y-3 text-lg leading-relaxed">{children}</div>
      <div className="mt-8 flex flex-wrap gap-3">
        {actions.map((a, i) => (
          <ButtonLink
            key={a.href}
            to={a.href}
            icon={a.icon}
            variant={i === 0 ? "onDark" : "onDarkOutline"}
          >
            {a.label}
          </ButtonLink>
        ))}
      </div>
      {footer ? <div className="mt-8">{footer}</div> : null}
    </section>
  );
}
