import { Link } from "react-router";
import type { Questionnaire } from "~/intake/questionnaire-definition";

/**
 * Where the client is: "Section 2 of 6" in words, and the list of sections, the current one marked
 * for assistive technology (`aria-current="step"`), those already reachable as links (none once
 * the questionnaire is completed: its answers are locked).
 */
export function QuestionnaireProgress({
  questionnaire,
  index,
  sectionsDone,
  base,
  locked = false,
}: {
  questionnaire: Questionnaire;
  index: number | "done";
  sectionsDone: number;
  base: string;
  locked?: boolean;
}) {
  const total = questionnaire.sections.length;
  return (
    <nav
      aria-label="Sections of the questionnaire"
      className="rounded-card border border-line bg-white p-5 shadow-card"
    >
      <p className="font-semibold text-ink-900">
        {index === "done" ? `All ${total} sections` : `Section ${index + 1} of ${total}`}
      </p>
      <ol className="mt-3 flex flex-col gap-1.5 text-sm">
        {questionnaire.sections.map((s, n) => {
          const state = n < sectionsDone ? "Done" : n === index ? "Now" : "To do";
          const current = n === index;
          return (
            <li key={s.id} className="flex items-baseline gap-2">
              <span
                aria-hidden="true"
                className={n < sectionsDone ? "text-success-700" : "text-muted"}
              >
                {n < sectionsDone ? "✓" : `${n + 1}.`}
              </span>
              {n <= sectionsDone && !current && !locked ? (
                <Link to={`${base}/${n + 1}`} className="text-ink-800 underline underline-offset-2">
                  {s.title}
                  <span className="sr-only"> ({state})</span>
                </Link>
              ) : (
                <span
                  aria-current={current ? "step" : undefined}
                  className={current ? "font-semibold text-ink-950" : "text-body"}
                >
                  {s.title}
                  <span className="sr-only"> ({state})</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
