import type { EngagementStep } from "~/engagement/engagement-page.server";

const steps = [
  { id: "code", title: "Confirm it is you" },
  { id: "consent", title: "Read the letter and agree to sign online" },
  { id: "sign", title: "Sign" },
] as const;

/**
 * Where the client is in signing: "Step 2 of 3" in words and the list of steps, the current one
 * marked for assistive technology (`aria-current="step"`), done ones ticked.
 */
export function EngagementSteps({ step }: { step: EngagementStep }) {
  const index = step === "signed" ? steps.length : steps.findIndex((s) => s.id === step);
  return (
    <nav
      aria-label="Steps to sign your letter"
      className="rounded-card border border-line bg-white p-5 shadow-card"
    >
      <p className="font-semibold text-ink-900">
        {step === "signed" ? "All 3 steps done" : `Step ${index + 1} of ${steps.length}`}
      </p>
      <ol className="mt-3 flex flex-col gap-1.5 text-sm">
        {steps.map((s, n) => {
          const done = n < index;
          const current = n === index;
          return (
            <li key={s.id} className="flex items-baseline gap-2">
              <span aria-hidden="true" className={done ? "text-success-700" : "text-muted"}>
                {done ? "✓" : `${n + 1}.`}
              </span>
              <span
                aria-current={current ? "step" : undefined}
                className={current ? "font-semibold text-ink-950" : "text-body"}
              >
                {s.title}
                <span className="sr-only"> ({done ? "Done" : current ? "Now" : "To do"})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
