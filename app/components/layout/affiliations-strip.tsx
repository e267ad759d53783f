import { useMatches } from "react-router";
import { type Affiliation, affiliations } from "~/content/affiliations";
import { Marquee } from "../ui/marquee";

/**
 * Spread into a route's `handle` when the page has a list of organisations of its own (the
 * principal lawyer's): the site's strip is then left out of that page, so no page shows two
 * affiliations strips, and the page names the firm's other affiliations once itself
 * (`affiliationsBeyond`; docs/PRODUCT-RULES.md#motion-wcag-222-pause-stop-hide).
 */
export const ownStrip = { ownStrip: true } as const;

/** The firm's affiliations a page's own list of organisations (by short name) does not name. */
export function affiliationsBeyond(own: readonly { short: string }[]): readonly Affiliation[] {
  return affiliations.filter((a) => !own.some((o) => o.short === a.short));
}

/** 7 affiliations above the footer, looping every 15 s, 10 s on small screens (docs/PRODUCT-RULES.md#accessibility-and-motion). */
export function AffiliationsStrip() {
  const ownList = useMatches().some(
    (m) => (m.handle as { ownStrip?: boolean } | undefined)?.ownStrip,
  );
  if (ownList) return null;
  return (
    <section
      aria-labelledby="site-affiliations-heading"
      className="render-near border-t border-line bg-sand py-8 md:py-10"
      data-affiliations
    >
      <div className="container-page">
        <h2
          id="site-affiliations-heading"
          className="text-center font-serif text-lg font-semibold text-ink-900"
        >
          Professional memberships and affiliations
        </h2>
        <Marquee
          label="Affiliations"
          seconds={15}
          secondsSmall={10}
          className="mt-2"
          items={affiliations.map((a) => (
            <div key={a.short} className="affiliation-tile">
              {/* The badge grows with its letters, so a five-letter name never clips. */}
              <span className="affiliation-badge">{a.short}</span>
              <span className="flex flex-col leading-tight">
                <span className="text-sm font-semibold text-ink-900">{a.name}</span>
                <span className="text-xs text-muted">{a.description}</span>
              </span>
            </div>
          ))}
        />
      </div>
    </section>
  );
}
