import type { FieldMetadata } from "@conform-to/react";
import type { TimeView } from "~/booking/slot-view";
import { RadioGroupField } from "../forms/radio-group-field";

/**
 * The offered times as a list of radio buttons (docs/BOOKING.md#the-booking-form): arrow keys move
 * between them, and each says the visitor's time with Toronto's beside it when the two differ. No
 * grid and nothing that needs a pointer. The form system's radio group (`start`), so the schema's
 * message shows under it (app/components/forms/README.md).
 */
export function BookingTimes({
  field,
  legend,
  times,
  firmPlace,
  onChange,
}: {
  field: FieldMetadata<string | undefined>;
  legend: string;
  times: readonly TimeView[];
  firmPlace: string;
  onChange?: (value: string) => void;
}) {
  return (
    <RadioGroupField
      field={field}
      legend={legend}
      required
      choices="cards"
      onValueChange={onChange}
      data={{ "data-booking-times": true }}
      options={times.map((t) => ({
        value: t.value,
        label: (
          <>
            <span className="font-semibold">{t.time}</span>
            {t.night ? (
              <span className="ml-2 rounded-pill bg-ink-50 px-2 py-0.5 text-xs font-semibold text-ink-800">
                night for you
              </span>
            ) : null}
            {t.firmTime ? (
              <span className="block text-sm text-muted">
                {t.firmTime} {firmPlace} time
              </span>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
