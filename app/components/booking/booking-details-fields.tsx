import type { ReactNode } from "react";
import type { BookingErrors, BookingField, BookingValues } from "~/booking/booking-schema";
import { noteLimit } from "~/booking/booking-schema";
import {
  consentWordings,
  currentConsentVersion,
  limits,
  serviceTypes,
} from "~/contact/contact-fields";
import type { ConsultationMethod } from "~/content/firm";
import { Icon } from "../ui/icon";
import {
  bookingChoiceClass,
  bookingInputClass,
  bookingLabelClass,
  bookingLinkClass,
} from "./booking-styles";

const consentWording = consentWordings[currentConsentVersion];

const methodLabels: Record<ConsultationMethod, string> = {
  video: "Video call (we send you the link)",
  phone: "Phone call (we call you)",
};

/**
 * The booking's details (docs/BOOKING.md#the-booking-form): how to meet, who you are, what it is
 * about, the names for the conflict check and the consent, with one message per field. Plain form
 * fields: they post without JavaScript.
 */
export function BookingDetailsFields({
  id,
  values,
  errors,
  methods,
}: {
  id: string;
  values: BookingValues;
  errors: BookingErrors;
  methods: readonly ConsultationMethod[];
}) {
  const errorId = (name: BookingField) => `${id}-${name}-error`;
  const describedBy = (name: BookingField, hint?: string) =>
    [hint, errors[name] ? errorId(name) : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (name: BookingField) =>
    errors[name] ? (
      <p
        id={errorId(name)}
        className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700"
      >
        <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
        {errors[name]}
      </p>
    ) : null;
  const label = (name: BookingField, text: string, note: ReactNode = "(optional)") => (
    <label htmlFor={`${id}-${name}`} className={bookingLabelClass}>
      {text}
      <span className="font-normal text-muted"> {note}</span>
    </label>
  );
  const method = values.method ?? methods[0];
  return (
    <div className="space-y-5">
      {methods.length > 1 ? (
        <fieldset aria-describedby={describedBy("method")}>
          <legend className={bookingLabelClass}>How should we meet?</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {methods.map((m) => (
              <label key={m} className={bookingChoiceClass}>
                <input
                  type="radio"
                  name="method"
                  value={m}
                  defaultChecked={method === m}
                  className="size-5 shrink-0 accent-ink-900"
                />
                <span>{methodLabels[m]}</span>
              </label>
            ))}
          </div>
          {fieldError("method")}
        </fieldset>
      ) : (
        <input type="hidden" name="method" value={methods[0]} />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label("firstName", "First name", "(required)")}
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
            className={bookingInputClass}
          />
          {fieldError("firstName")}
        </div>
        <div>
          {label("lastName", "Last name", "(required)")}
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
            className={bookingInputClass}
          />
          {fieldError("lastName")}
        </div>
        <div>
          {label("email", "E-mail", "(required: the confirmation goes here)")}
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
            className={bookingInputClass}
          />
          {fieldError("email")}
        </div>
        <div>
          {label("phone", "Phone", "(needed for a phone call)")}
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={limits.phone}
            defaultValue={values.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy("phone")}
            className={bookingInputClass}
          />
          {fieldError("phone")}
        </div>
      </div>
      <div>
        {label("serviceType", "What is it about?")}
        <select
          id={`${id}-serviceType`}
          name="serviceType"
          defaultValue={values.serviceType ?? ""}
          aria-invalid={errors.serviceType ? true : undefined}
          aria-describedby={describedBy("serviceType")}
          className={bookingInputClass}
        >
          <option value="">Choose a practice area</option>
          {serviceTypes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {fieldError("serviceType")}
      </div>
      <div>
        {label("note", "A short note")}
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={noteLimit}
          defaultValue={values.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy("note", `${id}-confidential`)}
          className={`${bookingInputClass} resize-y`}
        />
        {fieldError("note")}
      </div>
      <div className="rounded-card border border-line bg-paper p-4">
        {label("otherParties", "Other people involved (for our conflict check)")}
        <p id={`${id}-confidential`} className="mt-1 flex gap-2 text-sm text-ink-900">
          <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brass-700" />
          <span>
            Names only, for example the other party of a sale or a separation. Please do not send
            confidential details until we confirm that we can act for you.
          </span>
        </p>
        <textarea
          id={`${id}-otherParties`}
          name="otherParties"
          rows={2}
          maxLength={limits.otherParties}
          defaultValue={values.otherParties}
          aria-invalid={errors.otherParties ? true : undefined}
          aria-describedby={describedBy("otherParties", `${id}-confidential`)}
          className={`${bookingInputClass} resize-y`}
        />
        {fieldError("otherParties")}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            name="consent"
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
            <a href="/privacy" target="_blank" rel="noopener" className={bookingLinkClass}>
              {consentWording.link}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {consentWording.after} <span className="text-muted">(required)</span>
          </label>
        </div>
        {fieldError("consent")}
      </div>
    </div>
  );
}
