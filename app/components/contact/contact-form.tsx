import { parse, type SubmissionResult, useForm } from "@conform-to/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import {
  type ContactValues,
  consentField,
  elapsedField,
  formFields,
  limits,
  requiredFields,
  serviceTypes,
} from "~/contact/contact-fields";
import type { ContactActionData } from "~/contact/contact-services";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { ConsentField } from "../forms/consent-field";
import { ErrorSummary } from "../forms/error-summary";
import { SelectField } from "../forms/select-field";
import { TextareaField } from "../forms/textarea-field";
import { buttonClass } from "../ui/button-link";
import {
  ContactConflictCheck,
  ContactHoneypot,
  ContactProblem,
  ContactReferral,
  ContactSend,
  ContactWho,
  fieldLabels,
} from "./contact-form-groups";
import { ContactSent } from "./contact-sent";

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
  const errors = formFields.flatMap((name) => {
    const message = fields[name].errors?.[0];
    return message ? [{ id: fields[name].id, label: fieldLabels[name], message }] : [];
  });
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
      <ContactProblem status={result?.status} resultRef={resultRef} />
      <ErrorSummary errors={errors} data-contact-result="invalid" />
      <ContactWho fields={fields} />
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
      <ContactConflictCheck fields={fields} conflictNoteId={conflictNoteId} />
      <ContactReferral fields={fields} hydrated={hydrated} otherCleared={otherCleared} />
      <ContactHoneypot />
      <ConsentField field={fields.consent} linkClassName="font-semibold text-ink-800 underline" />
      <p className="text-sm text-muted">
        Sending a message does not create a lawyer-client relationship. See also our{" "}
        <Link to="/terms" className="font-semibold text-ink-800 underline">
          Terms and Conditions
        </Link>
        .
      </p>
      <ContactSend filled={filled} submitting={submitting} hintId={`${form.id}-submit-hint`} />
    </form>
  );
}
