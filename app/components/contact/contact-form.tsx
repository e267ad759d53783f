import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import {
  type ContactErrors,
  type ContactValues,
  consentField,
  consentWordings,
  contactValues,
  currentConsentVersion,
  elapsedField,
  type FormField,
  honeypotField,
  limits,
  referralSources,
  requiredFields,
  serviceTypes,
} from "~/contact/contact-fields";
import type { ContactActionData } from "~/contact/contact-services";
import { firm, mailtoHref, serviceTerms, telHref } from "~/content/firm";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { Piece } from "../ui/piece";

const fieldLabels: Record<FormField, string> = {
  firstName: "First name",
  lastName: "Last name",
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

const inputClass =
  "mt-1.5 block w-full min-h-11 rounded-lg border border-ink-900/25 bg-white px-3.5 py-2.5 text-base text-ink-950 shadow-sm placeholder:text-muted focus:border-ink-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-700 aria-[invalid=true]:border-danger-700";

/** The consent wording this page shows; its version is the checkbox's value (contact-schema.ts). */
const consentWording = consentWordings[currentConsentVersion];

/**
 * Two optional answers that let the firm check for conflicts of interest before it calls back
 * (LSO Rules of Professional Conduct, r. 3.4-1), with the one-line warning not to send confidential
 * details yet (docs/PRODUCT-RULES.md#contact-and-privacy).
 */
function ConflictCheckFields({
  id,
  values,
  errors,
  label,
  describedBy,
  fieldError,
}: {
  id: string;
  values: ContactValues;
  errors: ContactErrors;
  label: (name: FormField) => ReactNode;
  describedBy: (name: FormField, hint?: string) => string | undefined;
  fieldError: (name: FormField) => ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-card border border-line bg-paper p-4 md:p-5">
      <legend className="sr-only">For our conflict check</legend>
      <p id={`${id}-conflict-note`} className="flex gap-2 text-sm text-ink-900">
        <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brass-700" />
        <span>
          Please do not send confidential details until we confirm that we can act for you.
        </span>
      </p>
      <div>
        {label("otherParties")}
        <textarea
          id={`${id}-otherParties`}
          name="otherParties"
          rows={2}
          maxLength={limits.otherParties}
          defaultValue={values.otherParties}
          aria-invalid={errors.otherParties ? true : undefined}
          aria-describedby={describedBy("otherParties", `${id}-conflict-note`)}
          className={`${inputClass} resize-y`}
        />
        {fieldError("otherParties")}
      </div>
      <div>
        {label("keyDate")}
        <input
          id={`${id}-keyDate`}
          name="keyDate"
          type="text"
          maxLength={limits.keyDate}
          defaultValue={values.keyDate}
          aria-invalid={errors.keyDate ? true : undefined}
          aria-describedby={describedBy("keyDate")}
          className={inputClass}
        />
        {fieldError("keyDate")}
      </div>
    </fieldset>
  );
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The schema that checks the form in the browser, loaded when the visitor starts on the form (or
 * sends it) rather than with the page: evaluating Zod is the largest single task of the contact
 * page's load (docs/PERFORMANCE.md).
 */
let schemaModule: Promise<typeof import("~/contact/contact-schema")> | undefined;
function loadSchema() {
  schemaModule ??= import("~/contact/contact-schema");
  return schemaModule;
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
 * Send us a Message (docs/PRODUCT-RULES.md#contact-and-privacy). A plain `<form method="post">` that works without
 * JavaScript (the server answers with the page, its errors or its thanks); with JavaScript the same
 * schema checks it in the browser first and it is sent without leaving the page. The action's
 * `#send-message` opens the no-JavaScript answer page scrolled to the form, its errors or thanks.
 */
export function ContactForm({ prefill }: { prefill?: ContactValues } = {}) {
  const id = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ContactActionData>({ key: "contact-message" });
  const actionData = useActionData<ContactActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  // When the hydrated form appeared, on the page's monotonic clock (performance.now).
  const shownAtRef = useRef<number | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const [filled, setFilled] = useState(false);
  const [dismissed, setDismissed] = useState<ContactActionData | undefined>(undefined);

  const submitting = fetcher.state !== "idle";
  const latest = fetcher.data ?? actionData;
  const result = latest && latest !== dismissed ? latest : undefined;
  // A link may open the form with a message already written (a closing-cost estimate).
  const values: ContactValues = result && "values" in result ? result.values : (prefill ?? {});
  const errors: ContactErrors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const [referral, setReferral] = useState(values.referralSource ?? "");
  const [referralOther, setReferralOther] = useState(values.referralOther ?? "");

  // Start the fill-time measure once the form is hydrated (bots post instantly). It is sent as an
  // elapsed duration, never a clock time, so neither the browser's nor the server's clock matters.
  useEffect(() => {
    shownAtRef.current = performance.now();
    setFilled(allRequiredFilled(formRef.current));
  }, []);

  // Move focus to the outcome so screen-reader and keyboard users hear it.
  useEffect(() => {
    if (hydrated && result && result.status !== "invalid") resultRef.current?.focus();
  }, [hydrated, result]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const { parseContact } = await loadSchema();
    const parsed = parseContact(contactValues(data));
    if (!parsed.success) {
      setClientErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    setDismissed(undefined);
    if (shownAtRef.current !== null)
      data.set(elapsedField, String(Math.round(performance.now() - shownAtRef.current)));
    fetcher.submit(data, { method: "post", action: "/contact" });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    setFilled(allRequiredFilled(event.currentTarget));
    const name = (event.target as HTMLInputElement).name as FormField;
    if (errors[name]) setClientErrors({ ...errors, [name]: undefined });
  };

  if (result?.status === "sent") {
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className="rounded-card border border-success-700/30 bg-success-50 p-6 outline-none focus-visible:ring-3 focus-visible:ring-success-700/40"
        data-contact-result="sent"
      >
        <div className="flex items-start gap-3">
          <Icon name="check" className="mt-1 size-6 shrink-0 text-success-700" />
          <div>
            <h3 className="text-xl font-semibold text-ink-950">
              Thank you. Your message was received.
            </h3>
            <p className="mt-2">
              {serviceTerms.replyTimes} If your matter is urgent, please call{" "}
              <a href={telHref(firm.phone)} className="font-semibold text-ink-800 underline">
                {firm.phone.display}
              </a>
              .
            </p>
            {hydrated ? (
              <button
                type="button"
                className={buttonClass("secondary", "mt-4")}
                onClick={() => {
                  setDismissed(latest);
                  setClientErrors(null);
                  setReferral("");
                  setReferralOther("");
                  setFilled(false);
                }}
              >
                Send another message
              </button>
            ) : (
              <Link to="/contact" className={buttonClass("secondary", "mt-4")}>
                Send another message
              </Link>
            )}
          </div>
        </div>
      </div>
    );
  }

  const problem =
    result?.status === "unavailable"
      ? "We could not save your message just now."
      : result?.status === "rate-limited"
        ? "We have received several messages from your connection in the last few minutes, so this one was not sent."
        : result?.status === "too-large"
          ? "Your message was too long to send."
          : null;

  const errorList = Object.entries(errors).filter(([, message]) => Boolean(message)) as [
    FormField,
    string,
  ][];
  const describedBy = (name: FormField, hint?: string) =>
    [hint, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (name: FormField) =>
    errors[name] ? (
      <p
        id={`${id}-${name}-error`}
        className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700"
      >
        <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
        {errors[name]}
      </p>
    ) : null;
  const label = (name: FormField, required = false) => (
    <label htmlFor={`${id}-${name}`} className="block text-[0.95rem] font-semibold text-ink-950">
      {fieldLabels[name]}
      {required ? (
        <span className="font-normal text-muted"> (required)</span>
      ) : (
        <span className="font-normal text-muted"> (optional)</span>
      )}
    </label>
  );
  const showOther = !hydrated || referral === "other";

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact#send-message"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
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
      {errorList.length > 0 ? (
        <div
          role="alert"
          className="rounded-card border border-danger-700/30 bg-danger-50 p-5"
          data-contact-result="invalid"
        >
          <p className="font-semibold text-danger-700">
            Please correct{" "}
            {errorList.length === 1 ? "this field" : `these ${errorList.length} fields`}:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errorList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${id}-${name}`} className="text-ink-800 underline">
                  {fieldLabels[name]}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Piece>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label("firstName", true)}
            <input
              id={`${id}-firstName`}
              name="firstName"
              type="text"
              autoComplete="given-name"
              required
              maxLength={limits.name}
              defaultValue={values.firstName}
              aria-invalid={errors.firstName ? true : undefined}
              aria-describedby={describedBy("firstName")}
              className={inputClass}
            />
            {fieldError("firstName")}
          </div>
          <div>
            {label("lastName", true)}
            <input
              id={`${id}-lastName`}
              name="lastName"
              type="text"
              autoComplete="family-name"
              required
              maxLength={limits.name}
              defaultValue={values.lastName}
              aria-invalid={errors.lastName ? true : undefined}
              aria-describedby={describedBy("lastName")}
              className={inputClass}
            />
            {fieldError("lastName")}
          </div>
          <div>
            {label("email", true)}
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={limits.email}
              defaultValue={values.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy("email")}
              className={inputClass}
            />
            {fieldError("email")}
          </div>
          <div>
            {label("phone")}
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={limits.phone}
              defaultValue={values.phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy("phone")}
              className={inputClass}
            />
            {fieldError("phone")}
          </div>
        </div>
      </Piece>

      <div>
        {label("serviceType")}
        <select
          id={`${id}-serviceType`}
          name="serviceType"
          defaultValue={values.serviceType ?? ""}
          aria-invalid={errors.serviceType ? true : undefined}
          aria-describedby={describedBy("serviceType")}
          className={inputClass}
        >
          <option value="">Choose a service</option>
          {serviceTypes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {fieldError("serviceType")}
      </div>

      <div>
        {label("message", true)}
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          maxLength={limits.message}
          defaultValue={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message", `${id}-message-hint ${id}-conflict-note`)}
          className={`${inputClass} min-h-36 resize-y`}
        />
        <p id={`${id}-message-hint`} className="mt-1.5 text-sm text-muted">
          A few lines about your matter is enough.
        </p>
        {fieldError("message")}
      </div>

      <Piece>
        <ConflictCheckFields
          id={id}
          values={values}
          errors={errors}
          label={label}
          describedBy={describedBy}
          fieldError={fieldError}
        />
      </Piece>

      <Piece>
        <div className="grid gap-5">
          <div>
            {label("referralSource")}
            <select
              id={`${id}-referralSource`}
              name="referralSource"
              value={referral}
              onChange={(e) => {
                setReferral(e.target.value);
                // Any choice other than "other" clears the free-text answer
                // (docs/PRODUCT-RULES.md#contact-and-privacy).
                if (e.target.value !== "other") setReferralOther("");
              }}
              aria-invalid={errors.referralSource ? true : undefined}
              aria-describedby={describedBy("referralSource")}
              className={inputClass}
            >
              <option value="">Choose one</option>
              {referralSources.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {fieldError("referralSource")}
          </div>
          {showOther ? (
            <div>
              <label
                htmlFor={`${id}-referralOther`}
                className="block text-[0.95rem] font-semibold text-ink-950"
              >
                {hydrated ? fieldLabels.referralOther : "If other, please tell us where"}
                <span className="font-normal text-muted"> (optional)</span>
              </label>
              <input
                id={`${id}-referralOther`}
                name="referralOther"
                type="text"
                maxLength={limits.referralOther}
                value={referralOther}
                onChange={(e) => setReferralOther(e.target.value)}
                aria-invalid={errors.referralOther ? true : undefined}
                aria-describedby={describedBy("referralOther")}
                className={inputClass}
              />
              {fieldError("referralOther")}
            </div>
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

      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            name={consentField}
            type="checkbox"
            value={currentConsentVersion}
            required
            defaultChecked={values.consent === currentConsentVersion}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy("consent")}
            className="mt-0.5 size-6 shrink-0 accent-ink-900"
          />
          <label htmlFor={`${id}-consent`} className="text-[0.95rem] text-ink-950">
            {consentWording.before}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener"
              className="font-semibold text-ink-800 underline"
            >
              {consentWording.link}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {consentWording.after} <span className="text-muted">(required)</span>
          </label>
        </div>
        {fieldError("consent")}
      </div>

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
          disabled={hydrated && (!filled || submitting)}
          aria-describedby={hydrated && !filled ? `${id}-submit-hint` : undefined}
        >
          <Icon name="mail" className="size-[1.1em]" />
          <span>{submitting ? "Sending…" : "Send Message"}</span>
        </button>
        {hydrated && !filled ? (
          <p id={`${id}-submit-hint`} className="text-sm text-muted">
            Fill in your first name, last name, e-mail and message, and tick the consent box, to
            send.
          </p>
        ) : null}
      </div>
    </form>
  );
}
