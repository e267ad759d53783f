import { howItWorks } from "~/content/firm-story";

/**
 * The home page's opening aside: how a matter goes with us, step by numbered step; beside the
 * heading from 1024 px, under the hero's buttons below that, so a phone's visitor reads it too.
 */
export function HowItWorksPanel() {
  return (
    <div className="rounded-[1.5rem] border border-white/15 bg-white/5 p-5 backdrop-blur sm:p-7">
      <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-300">
        How it works
      </p>
      <ol className="mt-5 grid gap-5 md:grid-cols-2 md:gap-x-8 lg:grid-cols-1">
        {howItWorks.map(({ title, text }, i) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brass-400 text-sm font-bold text-ink-950">
              {i + 1}
            </span>
            <span>
              <span className="block font-semibold text-white">{title}</span>
              <span className="block text-sm text-ink-100">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
