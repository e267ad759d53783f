import { parse, type SubmissionResult, useForm } from "@conform-to/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import {
  type ContactValues,
  consentField,
  elapsedField,
  type FormField,
  formFields,
  honeypotField,
  limits,
  referralSources,
  requiredFields,
  serviceTypes,
} from "~/contact/contact-fields";
import type { ContactActionData } from "~/contact/contact-services";
import { firm, mailtoHref, telHref } from "~/content/firm";
import { Piece } from "~/document/piece";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { ConsentField } from "../forms/consent-field";
import { ErrorSummary } from "../forms/error-summary";
import { FieldSet } from "../forms/field-set";
import { NameFields, nameLabels } from "../forms/name-fields";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { TextareaField } from "../forms/textarea-field";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { ContactSent } from "./contact-sent";

const fieldLabels: Record<FormField, string> = {
  ...nameLabels,
  email: "E-mail",
  phone: "Phone",
  serviceType: "Service needed",
  message: "Message",
  referralSource: "How did you hear about us?",
  referralOther: "Please tell us where",
  otherParties: "Other people involved (for our conflict check)",
  keyDate: "Any key date (closing, hearing, filing deadline)",
  consent: "Consent",
};

/**
 * The schema that checks the form in the browser, loaded when the visitor starts on the form (or
 * sends it) rather than with the page: evaluating Zod is the largest single task of the contact
 * page's load (docs/PERFORMANCE.md).
 */
type SchemaModule = typeof import("~/contact/contact-schema");
let schema: SchemaModule | undefined;
let schemaLoading: Promise<SchemaModule> | undefined;
function loadSchema(): Promise<SchemaModule> {
  schemaLoading ??= import("~/contact/contact-schema").then((module) => (schema = module));
  return schemaLoading;
}

function allRequiredFilled(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  const data = new FormData(form);
  return (
    requiredFields.every((name) => String(data.get(name) ?? "").trim() !== "") &&
    data.get(consentField) !== null
  );
}

/**
 * Send us a Message (docs/PRODUCT-RULES.md#the-contact-form). A plain `<form method="post">` that
 * works without JavaScript (the server answers with the page, its errors or its thanks); with
 * JavaScript the same schema checks it in the browser first (Conform, app/components/forms) and it
 * is sent without leaving the page. The action's `#send-message` opens the no-JavaScript answer
 * page scrolled to the form, its errors or thanks.
 */
export function ContactForm({ prefill }: { prefill?: ContactValues } = {}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ContactActionData>({ key: "contact-message" });
  const actionData = useActionData<ContactActionData>();
  const resultRef = useRef<HTMLDivElement>(null);
  const [dismissed, setDismissed] = useState<ContactActionData | undefined>(undefined);
  // Each "Send another message" starts a new, empty form.
  const [round, setRound] = useState(0);
  const latest = fetcher.data ?? actionData;
  const result = latest && latest !== dismissed ? latest : undefined;

  // Move focus to the outcome so screen-reader and keyboard users hear it.
  useEffect(() => {
    if (result && result.status !== "invalid") resultRef.current?.focus();
  }, [result]);

  if (result?.status === "sent") {
    return (
      <ContactSent ref={resultRef}>
        {hydrated ? (
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => {
              setDismissed(latest);
              setRound((n) => n + 1);
            }}
          >
            Send another message
          </button>
        ) : (
          <Link to="/contact" className={buttonClass("secondary")}>
            Send another message
          </Link>
        )}
      </ContactSent>
    );
  }

  return (
    <ContactMessageForm
      key={round}
      fetcher={fetcher}
      result={result}
      resultRef={resultRef}
      prefill={prefill}
      hydrated={hydrated}
    />
  );
}

function ContactMessageForm({
  fetcher,
  result,
  resultRef,
  prefill,
  hydrated,
}: {
  fetcher: ReturnType<typeof useFetcher<ContactActionData>>;
  result: Exclude<ContactActionData, { status: "sent" }> | undefined;
  resultRef: RefObject<HTMLDivElement | null>;
  prefill: ContactValues | undefined;
  hydrated: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  // When the hydrated form appeared, on the page's monotonic clock (performance.now).
  const shownAtRef = useRef<number | null>(null);
  // The send button works without JavaScript; once the form can check itself it waits for the
  // required fields and the consent (docs/PRODUCT-RULES.md#the-contact-form).
  const [filled, setFilled] = useState(true);
  // Any referral choice but "other" clears the free-text answer (the product rule above).
  const [otherCleared, setOtherCleared] = useState(false);
  const lastResult: SubmissionResult<string[]> | undefined =
    result && "result" in result ? result.result : undefined;

  const [form, fields] = useForm<ContactValues>({
    lastResult,
    defaultValue: prefill,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      // Until the schema has arrived, the server decides (onSubmit waits for it, then sends again).
      return schema
        ? schema.parseContactForm(formData)
        : // Conform reads `error: null` as "not validated here": onSubmit then runs, waits for the
          // schema and sends again.
          parse(formData, { resolve: () => ({ error: null }) });
    },
    onSubmit(event, { formData, submission }) {
      event.preventDefault();
      if (submission?.status !== "success") {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const formElement = event.currentTarget;
        void loadSchema().then(() => formElement.requestSubmit(submitter));
        return;
      }
      // Sent as an elapsed duration, never a clock time, so neither clock matters.
      if (shownAtRef.current !== null)
        formData.set(elapsedField, String(Math.round(performance.now() - shownAtRef.current)));
      fetcher.submit(formData, { method: "post", action: "/contact" });
    },
  });

  // Start the fill-time measure once the form is hydrated (bots post instantly).
  useEffect(() => {
    shownAtRef.current = performance.now();
    setFilled(allRequiredFilled(formRef.current));
  }, []);

  const referral = fields.referralSource.value;
  useEffect(() => {
    if (hydrated && referral !== "other") setOtherCleared(true);
  }, [hydrated, referral]);

  const submitting = fetcher.state !== "idle";
  const problem =
    result?.status === "unavailable"
      ? "We could not save your message just now."
      : result?.status === "rate-limited"
        ? "We have received several messages from your connection in the last few minutes, so this one was not sent."
        : result?.status === "too-large"
          ? "Your message was too long to send."
          : null;
  const errors = formFields.flatMap((name) => {
    const message = fields[name].errors?.[0];
    return message ? [{ id: fields[name].id, label: fieldLabels[name], message }] : [];
  });
  const showOther = !hydrated || referral === "other";
  const submitHintId = `${form.id}-submit-hint`;
  const conflictNoteId = `${form.id}-conflict-note`;

  return (
    <form
      ref={formRef}
      id={form.id}
      method="post"
      action="/contact#send-message"
      noValidate
      onSubmit={form.onSubmit}
      onChange={(event) => {
        // Only when the answer changes: setting the same value still re-rendered the whole form
        // (every field's metadata) on each keystroke (docs/PERFORMANCE.md#interactions).
        const nowFilled = allRequiredFilled(event.currentTarget);
        if (nowFilled !== filled) setFilled(nowFilled);
      }}
      onFocus={() => void loadSchema()}
      aria-label="Send us a Message"
      className="space-y-5"
      data-contact-form
    >
      {problem ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="alert"
          className="rounded-card border border-danger-700/30 bg-danger-50 p-5 outline-none"
          data-contact-result={result?.status}
        >
          <p className="font-semibold text-danger-700">{problem}</p>
          <p className="mt-1">
            Please call us at{" "}
            <a href={telHref(firm.phone)} className="font-semibold text-ink-800 underline">
              {firm.phone.display}
            </a>{" "}
            or e-mail{" "}
            <a
              href={mailtoHref(firm.email, "Website inquiry")}
              className="font-semibold text-ink-800 underline"
            >
              {firm.email}
            </a>{" "}
            instead.
          </p>
        </div>
      ) : null}
      <ErrorSummary errors={errors} data-contact-result="invalid" />

      <Piece>
        <div className="grid gap-5 sm:grid-cols-2">
          <NameFields firstName={fields.firstName} lastName={fields.lastName} />
          <TextField
            field={fields.email}
            label={fieldLabels.email}
            type="email"
            mark="required"
            required
            autoComplete="email"
            maxLength={limits.email}
          />
          <TextField
            field={fields.phone}
            label={fieldLabels.phone}
            type="tel"
            mark="optional"
            autoComplete="tel"
            maxLength={limits.phone}
          />
        </div>
      </Piece>

      <SelectField
        field={fields.serviceType}
        label={fieldLabels.serviceType}
        mark="optional"
        placeholder="Choose a service"
        options={serviceTypes}
      />

      <TextareaField
        field={fields.message}
        label={fieldLabels.message}
        mark="required"
        required
        rows={6}
        maxLength={limits.message}
        hint="A few lines about your matter is enough."
        describedByIds={[conflictNoteId]}
        controlClassName="min-h-36"
      />

      <Piece>
        {/* Two optional answers that let the firm check for conflicts of interest before it calls
            back (LSO Rules of Professional Conduct, r. 3.4-1), with the warning not to send
            confidential details yet (docs/PRODUCT-RULES.md#the-contact-form). */}
        <FieldSet
          legend="For our conflict check"
          legendHidden
          className="space-y-4 rounded-card border border-line bg-paper p-4 md:p-5"
        >
          <p id={conflictNoteId} className="flex gap-2 text-sm text-ink-900">
            <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brass-700" />
            <span>
              Please do not send confidential details until we confirm that we can act for you.
            </span>
          </p>
          <TextareaField
            field={fields.otherParties}
            label={fieldLabels.otherParties}
            mark="optional"
            rows={2}
            maxLength={limits.otherParties}
            describedByIds={[conflictNoteId]}
          />
          <TextField
            field={fields.keyDate}
            label={fieldLabels.keyDate}
            mark="optional"
            maxLength={limits.keyDate}
          />
        </FieldSet>
      </Piece>

      <Piece>
        <div className="grid gap-5">
          <SelectField
            field={fields.referralSource}
            label={fieldLabels.referralSource}
            mark="optional"
            placeholder="Choose one"
            options={referralSources}
          />
          {showOther ? (
            <TextField
              field={fields.referralOther}
              label={hydrated ? fieldLabels.referralOther : "If other, please tell us where"}
              mark="optional"
              maxLength={limits.referralOther}
              defaultValue={otherCleared ? "" : undefined}
            />
          ) : null}
        </div>
      </Piece>

      {/* Anti-bot: a field people never see (display: none); the fill time is added when sent. */}
      <div className="hidden">
        <label>
          Leave this field empty
          <input
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>

      <ConsentField field={fields.consent} linkClassName="font-semibold text-ink-800 underline" />

      <p className="text-sm text-muted">
        Sending a message does not create a lawyer-client relationship. See also our{" "}
        <Link to="/terms" className="font-semibold text-ink-800 underline">
          Terms and Conditions
        </Link>
        .
      </p>

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className={buttonClass(
            "primary",
            "disabled:cursor-not-allowed disabled:bg-ink-700/60 disabled:shadow-none",
          )}
          disabled={!filled || submitting}
          aria-describedby={!filled ? submitHintId : undefined}
        >
          <Icon name="mail" className="size-[1.1em]" />
          <span>{submitting ? "Sending…" : "Send Message"}</span>
        </button>
        {!filled ? (
          <p id={submitHintId} className="text-sm text-muted">
            Fill in your first name, last name, e-mail and message, and tick the consent box, to
            send.
          </p>
        ) : null}
      </div>
    </form>
  );
}
