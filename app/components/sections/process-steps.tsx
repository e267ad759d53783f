import type { ProcessStep } from "~/content/services/types";
import { CheckList } from "../ui/check-list";

/**
 * Numbered steps of a process (real estate, wills). `timeline` stacks the steps on a vertical
 * line for long processes; `grid` lays short processes out side by side.
 */
export function ProcessSteps({
  steps,
  layout = "timeline",
  tone = "light",
}: {
  steps: readonly ProcessStep[];
  layout?: "timeline" | "grid";
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  if (layout === "grid") {
    return (
      <ol
        className={`grid gap-5 sm:grid-cols-2 ${steps.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        data-process-steps
      >
        {steps.map((step, i) => (
          <li
            key={step.id}
            id={`step-${step.id}`}
            className={`relative rounded-card border p-6 ${dark ? "border-white/15 bg-white/5" : "border-line bg-white shadow-card"}`}
          >
            <span
              aria-hidden="true"
              className={`flex size-10 items-center justify-center rounded-full font-serif text-lg font-semibold ${dark ? "bg-brass-400 text-ink-950" : "bg-ink-900 text-brass-300"}`}
            >
              {i + 1}
            </span>
            <h3 className={`mt-4 text-xl font-semibold ${dark ? "text-white" : ""}`}>
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className={`mt-2 text-[0.95rem] ${dark ? "text-ink-100" : ""}`}>
              {step.description}
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="relative space-y-6" data-process-steps>
      {steps.map((step, i) => (
        <li
          key={step.id}
          id={`step-${step.id}`}
          className="relative grid grid-cols-[2.75rem_1fr] gap-4 md:grid-cols-[3.5rem_1fr] md:gap-6"
        >
          {i < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute bottom-[-1.5rem] left-[1.375rem] top-12 w-px bg-line md:left-[1.75rem] md:top-14"
            />
          ) : null}
          <span
            aria-hidden="true"
            className="relative flex size-11 items-center justify-center rounded-full bg-ink-900 font-serif text-lg font-semibold text-brass-300 md:size-14 md:text-xl"
          >
            {i + 1}
          </span>
          <div className="rounded-card border border-line bg-white p-5 shadow-card md:p-6">
            <h3 className="text-xl font-semibold md:text-2xl">
              <span className="sr-only">Stage {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2">{step.description}</p>
            {step.points ? (
              <CheckList items={step.points} className="mt-4 space-y-2 text-[0.95rem]" />
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
