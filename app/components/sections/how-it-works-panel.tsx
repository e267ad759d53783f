import { howItWorks } from "~/content/firm-story";

/**
 * The home page's opening aside: how a matter goes with us, step by numbered step; beside the
 * heading from 1024 px, under the hero's buttons below that (on a phone, the steps' names), so a
 * phone's visitor reads it too.
 */
export function HowItWorksPanel() {
  return (
    <div className="rounded-[1.5rem] border border-white/15 bg-white/5 p-5 backdrop-blur sm:p-7">
      <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-300">
        How it works
      </p>
      <ol className="mt-4 grid gap-3 sm:mt-5 sm:gap-5 md:grid-cols-2 md:gap-x-8 lg:grid-cols-1">
        {howItWorks.map(({ title, text }, i) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brass-400 text-sm font-bold text-ink-950 sm:size-8">
              {i + 1}
            </span>
            <span>
              <span className="block font-semibold text-white">{title}</span>
              {/* On a phone the four steps' names alone, so the page stays within its screens
                  (docs/PRODUCT-RULES.md#design); each is said again where it is done. */}
              <span className="hidden text-sm text-ink-100 sm:block">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
