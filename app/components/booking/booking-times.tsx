import type { TimeView } from "~/booking/slot-view";
import { bookingChoiceClass } from "./booking-styles";

/**
 * The offered times as a list of radio buttons (docs/BOOKING.md#the-booking-form): arrow keys move
 * between them, and each says the visitor's time with Toronto's beside it when the two differ. No
 * grid and nothing that needs a pointer.
 */
export function BookingTimes({
  legend,
  times,
  firmPlace,
  selected,
  error,
  errorId,
  onChange,
}: {
  legend: string;
  times: readonly TimeView[];
  firmPlace: string;
  selected?: string | undefined;
  error?: string | undefined;
  errorId?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-booking-times>
      <legend className="text-[0.95rem] font-semibold text-ink-950">{legend}</legend>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {times.map((t) => (
          <li key={t.value}>
            <label className={bookingChoiceClass}>
              <input
                type="radio"
                name="start"
                value={t.value}
                required
                defaultChecked={selected === t.value}
                onChange={onChange ? () => onChange(t.value) : undefined}
                className="size-5 shrink-0 accent-ink-900"
              />
              <span>
                <span className="font-semibold">{t.time}</span>
                {t.firmTime ? (
                  <span className="block text-sm text-muted">
                    {t.firmTime} {firmPlace} time
                  </span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
