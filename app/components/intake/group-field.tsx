import { fieldName, type GroupEntry } from "~/intake/answers";
import type { GroupQuestion } from "~/intake/questionnaire-definition";
import type { IsoDate } from "~/platform/firm-clock";
import { ErrorLine, QuestionField } from "./question-field";

const smallButton =
  "inline-flex min-h-11 items-center rounded-pill border border-ink-900/25 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-ink-900/60";

/**
 * A repeating group ("each child"): one fieldset per entry, named "Child 1", "Child 2"…, each with
 * a button that removes it, and a button that adds one more. Both are submit buttons, so they work
 * without scripts: the section is saved as it stands and comes back with the change.
 */
export function GroupField({
  question: q,
  entries,
  errors,
  shownBy,
  today,
}: {
  question: GroupQuestion;
  entries: GroupEntry[];
  errors: Record<string, string>;
  /** Whether a question inside an entry is shown; undefined: every question is (no scripts yet). */
  shownBy?: (entry: GroupEntry) => (sub: { showIf?: GroupQuestion["showIf"] }) => boolean;
  /** The firm's date (a past-only date's `max`). */
  today?: IsoDate;
}) {
  const errorId = `q-${q.id}-error`;
  const item = q.itemLabel.toLowerCase();
  return (
    <fieldset
      id={`q-${q.id}`}
      className="min-w-0 scroll-mt-24"
      aria-describedby={errors[`q.${q.id}`] ? errorId : undefined}
    >
      <legend className="text-[0.95rem] font-semibold text-ink-950">
        {q.label}
        <span className="font-normal text-muted">
          {" "}
          {q.required ? "(at least one)" : "(if any)"}
        </span>
      </legend>
      {q.help ? <p className="mt-1.5 text-sm text-muted">{q.help}</p> : null}
      <ErrorLine id={errorId} message={errors[`q.${q.id}`]} />
      <ol className="mt-3 flex flex-col gap-4">
        {entries.map((entry, index) => {
          const shown = shownBy?.(entry) ?? (() => true);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: an entry has no identity but its place (the section remounts after each save)
              key={index}
              id={`q-${q.id}-${index}`}
              className="scroll-mt-24 rounded-card border border-line bg-paper p-4"
            >
              <fieldset className="flex min-w-0 flex-col gap-5">
                <legend className="font-serif text-lg font-semibold text-ink-900">
                  {q.itemLabel} {index + 1}
                </legend>
                {q.questions.map((sub) =>
                  shown(sub) ? (
                    <QuestionField
                      key={sub.id}
                      question={sub}
                      name={fieldName(sub.id, { group: q.id, index })}
                      value={entry[sub.id]}
                      errors={errors}
                      today={today}
                    />
                  ) : null,
                )}
                <div>
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${q.id}:${index}`}
                    formNoValidate
                    className={smallButton}
                  >
                    Remove {item} {index + 1}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {entries.length < q.max ? (
        <button
          type="submit"
          name="intent"
          value={`add:${q.id}`}
          formNoValidate
          className={`mt-4 ${smallButton}`}
        >
          Add {entries.length === 0 ? `a ${item}` : `another ${item}`}
        </button>
      ) : (
        <p className="mt-3 text-sm text-muted">
          That is the most this form takes ({q.max}). Tell us about any others in your consultation.
        </p>
      )}
    </fieldset>
  );
}
