import { affiliations } from "~/content/affiliations";
import { Marquee } from "../ui/marquee";

/** 7 affiliations above the footer, looping every 15 s, 10 s on small screens (docs/PRODUCT-RULES.md#accessibility-and-motion). */
export function AffiliationsStrip() {
  return (
    <section
      aria-labelledby="site-affiliations-heading"
      className="render-near border-t border-line bg-sand py-10"
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
            <div
              key={a.short}
              className="flex h-16 min-w-56 items-center gap-3 rounded-card border border-line bg-white px-4 shadow-card"
            >
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink-900 font-bold text-white ${a.short.length > 4 ? "text-[0.55rem]" : "text-[0.7rem] tracking-wide"}`}
              >
                {a.short}
              </span>
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
