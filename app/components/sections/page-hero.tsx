import type { ReactNode } from "react";
import { Link } from "react-router";
import { Piece } from "~/page/piece";
import { breadcrumbName, breadcrumbTrail, type SitePage } from "~/site-map";

/**
 * The dark band every page opens with, under the transparent header: breadcrumbs on nested
 * pages, the page's one h1, and an introduction. What stands beside the heading (`aside`) is the
 * page's own: the lawyer's portrait, a fee page's prices at a glance, an article's urgent notice.
 * Without one the band is compact, so the page's content starts in the first screen rather than
 * under an empty half of a wide hero.
 */
export function PageHero({
  path,
  page,
  heading,
  eyebrow,
  children,
  actions,
  actionsClassName = "",
  aside,
  compact = false,
  indexed = false,
}: {
  /** The page's path in the route table, for breadcrumbs. */
  path?: string;
  /** A content page's own row of the route table (from its loader), for its breadcrumbs. */
  page?: SitePage;
  heading: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** E.g. `max-sm:hidden` for buttons that only jump to what follows at once on a phone. */
  actionsClassName?: string;
  aside?: ReactNode;
  /** Less padding even beside an aside, for a page whose own content must start in the first screen. */
  compact?: boolean;
  /**
   * Site search indexes this band (its heading, introduction and aside; not its breadcrumbs, nor
   * its actions unless `"with-actions"`): for a page whose route is not `searchable` as a whole,
   * such as a listing or the contact page (app/search/handle.ts).
   */
  indexed?: boolean | "with-actions";
}) {
  const trail = path ? breadcrumbTrail(path, page) : [];
  return (
    <section
      data-hero
      data-pagefind-body={indexed ? "" : undefined}
      className={`on-dark relative isolate overflow-hidden bg-ink-950 text-ink-100 ${
        compact || !aside ? "pb-8 pt-24 md:pb-12 md:pt-32" : "pb-12 pt-24 md:pb-20 md:pt-36"
      }`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(45_85_151/0.55),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,rgb(193_138_44/0.22),transparent_70%)]"
      />
      <div
        className={`container-page ${aside ? "grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]" : ""}`}
      >
        <div className="max-w-3xl">
          {trail.length > 2 ? (
            <nav aria-label="Breadcrumb" className="mb-4 text-sm" data-pagefind-ignore>
              <ol className="flex flex-wrap items-center gap-x-2">
                {trail.slice(0, -1).map((p) => (
                  <li key={p.path} className="flex items-center gap-2">
                    <Link
                      to={p.path}
                      // At least 24 px tall, in practice 32 (WCAG 2.5.8 target size).
                      className="inline-flex min-h-8 items-center text-ink-100 underline-offset-4 hover:text-white hover:underline"
                    >
                      {breadcrumbName(p)}
                    </Link>
                    <span aria-hidden="true" className="text-ink-200">
                      /
                    </span>
                  </li>
                ))}
                <li aria-current="page" className="inline-flex min-h-8 items-center text-brass-300">
                  {trail.at(-1)?.heading}
                </li>
              </ol>
            </nav>
          ) : null}
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.16em] text-brass-300">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="font-serif text-display font-semibold text-white">{heading}</h1>
          {children ? (
            <div
              className={`${compact ? "mt-3" : "mt-5"} max-w-2xl leading-relaxed text-ink-100 md:text-lg`}
            >
              {children}
            </div>
          ) : null}
          {/* Booking is the filled, first action (docs/PRODUCT-RULES.md#contact-and-privacy). The
              buttons are much the same on every page: site search leaves them out. */}
          {actions ? (
            <div
              className={`${compact ? "mt-5" : "mt-8"} flex flex-wrap gap-3 ${actionsClassName}`}
              data-actions
              data-pagefind-ignore={indexed === "with-actions" ? undefined : ""}
            >
              {actions}
            </div>
          ) : null}
        </div>
        {/* The portrait or carousel beside the heading hydrates as its own piece
            (docs/decisions/016-hydration-in-pieces.md). */}
        {aside ? <Piece>{aside}</Piece> : null}
      </div>
    </section>
  );
}
