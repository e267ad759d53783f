import { howItWorks } from "~/content/firm-story";

/** The home page's opening aside from 1024 px: how a matter goes with us, step by numbered step. */
export function HowItWorksPanel() {
  return (
    <div className="hidden rounded-[1.5rem] border border-white/15 bg-white/5 p-7 backdrop-blur lg:block">
      <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-300">
        How it works
      </p>
      <ol className="mt-5 space-y-5">
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
