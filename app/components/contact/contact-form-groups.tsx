import type { FieldMetadata } from "@conform-to/react";
import type { RefObject } from "react";
import {
  type ContactValues,
  type FormField,
  honeypotField,
  limits,
  referralSources,
} from "~/contact/contact-fields";
import type { ContactActionData } from "~/contact/contact-services";
import { firm, mailtoHref, telHref } from "~/content/firm";
import { Piece } from "~/page/piece";
import { FieldSet } from "../forms/field-set";
import { NameFields, nameLabels } from "../forms/name-fields";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { TextareaField } from "../forms/textarea-field";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";

/**
 * The contact form's parts (docs/PRODUCT-RULES.md#the-contact-form): what it says when a message
 * could not be sent, its groups of fields (each a piece that hydrates on its own,
 * docs/decisions/016-hydration-in-pieces.md), the field bots fill in, and the send button.
 */

export const fieldLabels: Record<FormField, string> = {
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

type ContactFields = { [K in keyof ContactValues]-?: FieldMetadata<ContactValues[K]> };

const problems: Partial<Record<ContactActionData["status"], string>> = {
  unavailable: "We could not save your message just now.",
  "rate-limited":
    "We have received several messages from your connection in the last few minutes, so this one was not sent.",
  "too-large": "Your message was too long to send.",
};

/** A message not sent for a reason other than its answers: say so, with the phone and e-mail. */
export function ContactProblem({
  status,
  resultRef,
}: {
  status: ContactActionData["status"] | undefined;
  resultRef: RefObject<HTMLDivElement | null>;
}) {
  const problem = status ? problems[status] : undefined;
  if (!problem) return null;
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      role="alert"
      className="rounded-card border border-danger-700/30 bg-danger-50 p-5 outline-none"
      data-contact-result={status}
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
  );
}

/** Who is writing: first and last name, e-mail, phone. */
export function ContactWho({ fields }: { fields: ContactFields }) {
  return (
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
  );
}

/**
 * Two optional answers that let the firm check for conflicts of interest before it calls back
 * (LSO Rules of Professional Conduct, r. 3.4-1), with the warning not to send confidential details
 * yet (docs/PRODUCT-RULES.md#the-contact-form).
 */
export function ContactConflictCheck({
  fields,
  conflictNoteId,
}: {
  fields: ContactFields;
  conflictNoteId: string;
}) {
  return (
    <Piece>
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
  );
}

/**
 * How the visitor heard of the firm; "where" is asked only after "other" once the form is
 * hydrated, and any other choice clears it (`otherCleared`).
 */
export function ContactReferral({
  fields,
  hydrated,
  otherCleared,
}: {
  fields: ContactFields;
  hydrated: boolean;
  otherCleared: boolean;
}) {
  const showOther = !hydrated || fields.referralSource.value === "other";
  return (
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
  );
}

/** Anti-bot: a field people never see (display: none); the fill time is added when sent. */
export function ContactHoneypot() {
  return (
    <div className="hidden">
      <label>
        Leave this field empty
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * Send Message, waiting for the required fields and the consent once the form can check itself,
 * with a note of what is still missing.
 */
export function ContactSend({
  filled,
  submitting,
  hintId,
}: {
  filled: boolean;
  submitting: boolean;
  hintId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="submit"
        className={buttonClass(
          "primary",
          "disabled:cursor-not-allowed disabled:bg-ink-700/60 disabled:shadow-none",
        )}
        disabled={!filled || submitting}
        aria-describedby={!filled ? hintId : undefined}
      >
        <Icon name="mail" className="size-[1.1em]" />
        <span>{submitting ? "Sending…" : "Send Message"}</span>
      </button>
      {!filled ? (
        <p id={hintId} className="text-sm text-muted">
          Fill in your first name, last name, e-mail and message, and tick the consent box, to send.
        </p>
      ) : null}
    </div>
  );
}
