import { type FormEvent, useDeferredValue, useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { buttonClass } from "~/components/ui/button-link";
import {
  type Answers,
  fieldId,
  type GroupEntry,
  isShown,
  readSection,
  sectionErrors,
} from "~/intake/answers";
import type { Question, Questionnaire } from "~/intake/questionnaire-definition";
import { errorLabels } from "~/intake/section-view";
import { afterNextPaint } from "~/lib/scheduling/after-next-paint";
import { type IsoDate, latestToday } from "~/platform/firm-clock";
import { GroupField } from "./group-field";
import { QuestionField } from "./question-field";

/**
 * One section of a questionnaire as a plain form (it posts without scripts). With scripts, a
 * question whose "show if" fails is hidden as the answer it depends on changes, and the section is
 * checked with the same schema as the server's as it is sent, so its errors show at once; it is
 * sent all the same, because the section is saved whatever it holds (docs/INTAKE.md#the-clients-page),
 * and the server's answer, the same errors, replaces them. Without scripts, every question of the
 * section shows, a conditional one saying when to answer it, and the server decides.
 */
export function QuestionnaireSection({
  questionnaire,
  index,
  answers,
  errors: serverErrors,
  adding,
  basePath,
  today,
}: {
  questionnaire: Questionnaire;
  index: number;
  answers: Answers;
  /** The server's errors for the last post of this section (a new object for each answer). */
  errors: Record<string, string> | undefined;
  /** A group the client asked to add an entry to: it shows one more, blank. */
  adding: string | null;
  basePath: string;
  /** The firm's date when the page was made: a past-only date's picker stops there. */
  today?: IsoDate;
}) {
  const section = questionnaire.sections[index];
  const [live, setLive] = useState<Answers>(answers);
  // Questions an answer shows follow it a frame later, after the press paints (INP).
  const settled = useDeferredValue(live);
  const [scripted, setScripted] = useState(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  useEffect(() => setScripted(true), []);
  const errors = clientErrors ?? serverErrors ?? {};
  const summaryErrors = Object.entries(errors).map(([name, message]) => ({
    id: fieldId(name),
    label: errorLabels(questionnaire, index)[name] ?? "This question",
    message,
  }));
  // The summary takes focus when errors appear, found here or by the server (WCAG 3.3.1, 2.4.3).
  // Not twice for one press: the server's errors do not take focus back from a field the client
  // has moved to since the page's own check showed them.
  const focused = useRef(false);
  useEffect(() => {
    if (!clientErrors || Object.keys(clientErrors).length === 0) return;
    summary.current?.focus();
    focused.current = true;
  }, [clientErrors]);
  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0 && !focused.current)
      summary.current?.focus();
    focused.current = false;
    setClientErrors(null);
  }, [serverErrors]);
  if (!section) return null;
  const last = index === questionnaire.sections.length - 1;
  const sameSection = new Set(section.questions.map((q) => q.id));
  const shown = (q: Question) =>
    scripted
      ? isShown(q, settled)
      : !q.showIf || sameSection.has(q.showIf.question) || isShown(q, answers);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === "intent" && submitter.value !== "continue") return;
    const form = event.currentTarget;
    const data = readSection(questionnaire, index, new FormData(form), answers);
    event.preventDefault();
    // Checked and sent once the press has painted: the schema's check and React Router's
    // submission were most of the press's frame (Interaction to Next Paint, docs/PERFORMANCE.md).
    // Sent even with errors: the server saves the section as it stands and answers with them.
    afterNextPaint(() => {
      const found = sectionErrors(questionnaire, index, data, latestToday());
      setClientErrors(Object.keys(found).length > 0 ? found : null);
      submit(submitter ?? form, { method: "post" });
    });
  };

  return (
    <Form
      method="post"
      noValidate
      onSubmit={check}
      className="flex flex-col gap-8"
      aria-labelledby="section-heading"
    >
      <div ref={summary} tabIndex={-1} className="outline-none">
        <ErrorSummary errors={summaryErrors} />
      </div>
      {section.intro ? <p className="text-body">{section.intro}</p> : null}
      {section.questions.map((q) => {
        if (!shown(q)) return null;
        const note =
          !scripted && q.showIf && sameSection.has(q.showIf.question) ? (
            <p className="mb-2 text-sm font-semibold text-brass-700">
              Only if you answered “
              {[q.showIf.equals]
                .flat()
                .join("” or “")
                .replace(/^yes$/, "Yes")
                .replace(/^no$/, "No")}
              ” above.
            </p>
          ) : null;
        if (q.type === "group") {
          const entries = (Array.isArray(live[q.id]) ? live[q.id] : []) as GroupEntry[];
          const all =
            adding === q.id || (q.required && entries.length === 0) ? [...entries, {}] : entries;
          return (
            <div key={q.id}>
              {note}
              <GroupField
                question={q}
                entries={all}
                errors={errors}
                shownBy={scripted ? (entry) => (sub) => isShown(sub, settled, entry) : undefined}
                today={today}
              />
            </div>
          );
        }
        return (
          <div key={q.id}>
            {note}
            <QuestionField
              question={q}
              name={`q.${q.id}`}
              value={live[q.id] as string | undefined}
              errors={errors}
              onChoice={(id, value) => setLive((a) => ({ ...a, [id]: value }))}
              today={today}
            />
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
        <button type="submit" name="intent" value="continue" className={buttonClass("primary")}>
          {last ? "Save and finish" : "Save and continue"}
        </button>
        {index > 0 ? (
          <Link to={`${basePath}/${index}`} className={buttonClass("ghost")}>
            Back to {questionnaire.sections[index - 1]?.title.toLowerCase()}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
