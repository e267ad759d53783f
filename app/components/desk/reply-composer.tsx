import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { AnswerStatus } from "~/components/desk/answer-status";
import { SubmissionKey } from "~/components/desk/submission-key";
import { fieldStyles } from "~/components/forms/field-styles";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { type DeskAnswer, inquiryForms, replyMaxLength, subjectMaxLength } from "~/desk/desk-forms";
import { changedSinceLoad } from "~/lib/dom/changed-since-load";
import { deskButton } from "./desk-button";

export interface ComposerTemplate {
  id: string;
  title: string;
  subject: string;
  body: string;
}

type ReplyValues = { template: string; subject: string; body: string };

/**
 * Writing a reply to the visitor (docs/DESK.md#replies): start from one of the firm's templates,
 * already filled in for this inquiry, change what you like, send. The e-mail goes out through the
 * site's outbox; the thread above shows it and whether it was sent. Without JavaScript the template
 * is chosen by a small form that reloads the page with it.
 */
export function ReplyComposer({
  templates,
  chosen,
  from,
  to,
  available,
  pageAnswer,
}: {
  templates: ComposerTemplate[];
  /** The template the page opened with (the first reply of the area, or one chosen without JS). */
  chosen: ComposerTemplate | undefined;
  /** "Dana Reyes, Mercer Law <info@…>": how the visitor sees the sender. */
  from: string;
  to: string;
  /** Whether e-mail can be sent from this server. */
  available: boolean;
  /** The page's answer to a reply posted without JavaScript. */
  pageAnswer?: DeskAnswer;
}) {
  const fetcher = useFetcher<DeskAnswer>();
  const answer =
    fetcher.data?.intent === "reply"
      ? fetcher.data
      : pageAnswer?.intent === "reply"
        ? pageAnswer
        : undefined;
  // A reply sent leaves the composer empty, so nothing invites sending it again
  // (docs/DESK.md#every-action-once); one refused keeps what was typed.
  const sent = answer?.ok === true;
  const [form, fields] = useSchemaForm<ReplyValues>(inquiryForms, {
    id: "reply-form",
    lastResult: fetcher.state === "idle" ? answer?.result : undefined,
    defaultValue: sent
      ? { template: "", subject: "", body: "" }
      : {
          template: chosen?.id ?? "",
          subject: chosen?.subject ?? "",
          body: chosen?.body ?? "",
        },
  });
  const busy = fetcher.state !== "idle";
  /** Fills the e-mail from a template ("" for a blank one), as choosing it does. */
  const applyTemplate = (id: string) => {
    const t = templates.find((x) => x.id === id);
    form.update({ name: fields.template.name, value: t?.id ?? "" });
    form.update({ name: fields.subject.name, value: t?.subject ?? "" });
    form.update({ name: fields.body.name, value: t?.body ?? "" });
  };
  // With JavaScript, the answer arrives without a new page: empty the composer once it says sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a new answer arrives
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "reply" && fetcher.data.ok) {
      applyTemplate("");
      if (chooser.current) chooser.current.value = "";
    }
  }, [fetcher.data, fetcher.state]);
  // A template chosen while the page showed but before its scripts ran (its button is for
  // visitors without scripting) is used as soon as they run, so the e-mail matches the choice.
  const chooser = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page first runs
  useEffect(() => {
    const select = chooser.current;
    if (select && changedSinceLoad(select)) applyTemplate(select.value);
  }, []);
  return (
    <section
      id="reply"
      aria-labelledby="reply-heading"
      className="scroll-mt-4 rounded-card border border-line bg-white p-4 shadow-card md:p-6"
    >
      <h2 id="reply-heading" className="text-xl font-semibold">
        Reply by e-mail
      </h2>
      {available ? (
        <>
          <p className="mt-1 text-sm text-muted">
            From <strong className="text-ink-900">{from}</strong> to {to}.
          </p>
          <form method="get" action="#reply" className="mt-3 flex flex-wrap items-end gap-2">
            <label className="block min-w-0 flex-1 basis-60">
              <span className={fieldStyles.desk.label}>Start from</span>
              <select
                ref={chooser}
                name="template"
                defaultValue={sent ? "" : (chosen?.id ?? "")}
                className={fieldStyles.desk.control}
                onChange={(event) => applyTemplate(event.currentTarget.value)}
              >
                <option value="">A blank e-mail</option>
                {templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={`${deskButton.secondary} no-js-only`}>
              Use this template
            </button>
          </form>
          <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="reply" />
            <SubmissionKey />
            <input {...getInputProps(fields.template, { type: "hidden" })} />
            <TextField
              field={fields.subject}
              label="Subject"
              appearance="desk"
              maxLength={subjectMaxLength}
              required
            />
            <TextareaField
              field={fields.body}
              label="Message"
              appearance="desk"
              rows={12}
              maxLength={replyMaxLength}
              required
            />
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className={deskButton.primary} disabled={busy}>
                {busy ? "Sending…" : "Send reply"}
              </button>
              <AnswerStatus answer={answer} />
            </div>
          </fetcher.Form>
        </>
      ) : (
        <p className="mt-2">
          Sending e-mail from the desk is not set up on this website yet, so replies cannot be sent
          from here. Reply from your own e-mail program, then mark the inquiry Contacted. Whoever
          looks after the website for the firm can turn e-mail on.
        </p>
      )}
    </section>
  );
}
