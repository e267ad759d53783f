import type { FieldMetadata } from "@conform-to/react";
import { type BookingField, noteLimit } from "~/booking/booking-schema";
import { limits, serviceTypes } from "~/contact/contact-fields";
import type { ConsultationMethod } from "~/content/firm";
import { ConsentField } from "../forms/consent-field";
import { NameFields } from "../forms/name-fields";
import { RadioGroupField } from "../forms/radio-group-field";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { TextareaField } from "../forms/textarea-field";
import { Icon } from "../ui/icon";
import { bookingLinkClass } from "./booking-styles";

/** What a booking can be about: the practice areas, not "Free Consultation" (the booking itself). */
const bookingTopics = serviceTypes.filter((o) => o.value !== "consultation");

const methodLabels: Record<ConsultationMethod, string> = {
  video: "Video call (we send you the link)",
  phone: "Phone call (we call you)",
};

/** The booking form's fields as Conform gives them (`useSchemaForm` with `bookingSchema`). */
export type BookingFieldsMetadata = Record<BookingField, FieldMetadata<string | undefined>>;

/** A label's note after it, in the site's "(optional)" style. */
function Noted({ text, note }: { text: string; note: string }) {
  return (
    <>
      {text}
      <span className="font-normal text-muted"> {note}</span>
    </>
  );
}

/**
 * The booking's details (docs/BOOKING.md#the-booking-form): how to meet, who you are, what it is
 * about, the names for the conflict check and the consent, with one message per field. The form
 * system's fields (app/components/forms/README.md): they post without JavaScript, and show the
 * browser's check and the server's answer alike.
 */
export function BookingDetailsFields({
  fields,
  methods,
}: {
  fields: BookingFieldsMetadata;
  methods: readonly ConsultationMethod[];
}) {
  const confidentialId = `${fields.otherParties.id}-confidential`;
  return (
    <div className="space-y-5">
      {methods.length > 1 ? (
        <RadioGroupField
          field={fields.method}
          legend="How should we meet?"
          choices="cards"
          defaultValue={methods[0]}
          options={methods.map((m) => ({ value: m, label: methodLabels[m] }))}
        />
      ) : (
        <input type="hidden" name={fields.method.name} value={methods[0]} />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <NameFields firstName={fields.firstName} lastName={fields.lastName} />
        <TextField
          field={fields.email}
          label={<Noted text="E-mail" note="(required: the confirmation goes here)" />}
          type="email"
          required
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField
          field={fields.phone}
          label={<Noted text="Phone" note="(needed for a phone call)" />}
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
        />
      </div>
      <SelectField
        field={fields.serviceType}
        label="What is it about?"
        mark="optional"
        placeholder="Choose a practice area"
        options={bookingTopics}
      />
      <TextareaField
        field={fields.note}
        label="A short note"
        mark="optional"
        rows={2}
        maxLength={noteLimit}
        describedByIds={[confidentialId]}
      />
      <div className="rounded-card border border-line bg-paper p-4">
        {/* Names for the firm's conflict check before it acts (LSO Rules of Professional Conduct,
            r. 3.4-1), with the warning not to send confidential details yet
            (docs/PRODUCT-RULES.md#the-contact-form). */}
        <p id={confidentialId} className="mb-3 flex gap-2 text-sm text-ink-900">
          <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brass-700" />
          <span>
            Names only, for example the other party of a sale or a separation. Please do not send
            confidential details until we confirm that we can act for you.
          </span>
        </p>
        <TextareaField
          field={fields.otherParties}
          label="Other people involved (for our conflict check)"
          mark="optional"
          rows={2}
          maxLength={limits.otherParties}
          describedByIds={[confidentialId]}
        />
      </div>
      <ConsentField field={fields.consent} linkClassName={bookingLinkClass} />
    </div>
  );
}
