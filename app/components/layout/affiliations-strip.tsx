import { useMatches } from "react-router";
import { affiliations } from "~/content/affiliations";
import { Marquee } from "../ui/marquee";

/**
 * Spread into a route's `handle` when the page has a scrolling strip of its own (the principal
 * lawyer's organisations): the site's strip then stands still on that page, so no page shows two
 * moving strips (docs/PRODUCT-RULES.md#motion-wcag-222-pause-stop-hide).
 */
export const ownStrip = { ownStrip: true } as const;

/** 7 affiliations above the footer, looping every 15 s, 10 s on small screens (docs/PRODUCT-RULES.md#accessibility-and-motion). */
export function AffiliationsStrip() {
  const still = useMatches().some(
    (m) => (m.handle as { ownStrip?: boolean } | undefined)?.ownStrip,
  );
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
          still={still}
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
