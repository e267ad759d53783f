import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { bookingForms } from "~/booking/desk-booking-forms";
import { SubmissionKey } from "~/components/desk/submission-key";
import { SelectField } from "~/components/forms/select-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import type { DeskAnswer } from "~/desk/desk-forms";
import { deskButton } from "./desk-button";

interface MoveDay {
  date: string;
  label: string;
  /** "Mon, Nov 30". */
  short: string;
  times: { value: string; time: string }[];
}

/**
 * Moving a consultation (docs/DESK.md#bookings): first a day, then one of that day's free times,
 * instead of one list of every free time. The day is a link (`?day=`), so without JavaScript it is
 * two pages; with it, the same links change the page in place.
 */
export function MoveBooking({
  answer,
  days,
  chosen,
}: {
  answer?: DeskAnswer;
  days: MoveDay[];
  chosen: string | null;
}) {
  const day = days.find((d) => d.date === chosen);
  const [form, fields] = useSchemaForm<{ start: string }>(bookingForms, {
    lastResult: answer?.intent === "reschedule" ? answer.result : undefined,
  });
  return (
    <div id="move" className="mt-3">
      <h3 className="font-semibold">Move it: 1. choose a day</h3>
      <ul
        aria-label="Days with free times"
        className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7"
      >
        {days.map((d) => (
          <li key={d.date}>
            <Link
              to={`?day=${d.date}#move`}
              preventScrollReset
              replace
              aria-current={d.date === chosen ? "true" : undefined}
              className={`${d.date === chosen ? deskButton.primary : deskButton.secondary} w-full flex-col gap-0! rounded-lg! px-2! py-1`}
            >
              {/* "Mon" over "Nov 30": every day the same shape, three to a row on a phone. */}
              <span className="whitespace-nowrap">{d.short.split(", ")[0]}</span>
              <span className="whitespace-nowrap">{d.short.split(", ").slice(1).join(", ")}</span>
              <span className="text-xs font-normal">
                {d.times.length} free
                <span className="sr-only"> {d.times.length === 1 ? "time" : "times"}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {day ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" {...getFormProps(form)}>
          <SubmissionKey />
          <SelectField
            field={fields.start}
            label={`2. Choose a time on ${day.label} (Toronto time)`}
            appearance="desk"
            className="min-w-64 flex-1"
            required
            // A required list's first option is an empty choice (HTML, the select element:
            // "placeholder label option").
            placeholder="Choose a time"
            options={day.times.map((t) => ({ value: t.value, label: t.time }))}
          />
          <button type="submit" name="intent" value="reschedule" className={deskButton.primary}>
            Move it
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-muted">Choose a day to see its free times.</p>
      )}
    </div>
  );
}
