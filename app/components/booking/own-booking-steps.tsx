import type { FieldMetadata } from "@conform-to/react";
import { type ComponentProps, memo, type Ref, type RefObject, useCallback } from "react";
import type { BookingOffer } from "~/booking/booking-page";
import type { TimeView } from "~/booking/slot-view";
import { type ConsultationMethod, firm } from "~/content/firm";
import { buttonClass } from "../ui/button-link";
import { BookingDetailsFields, type BookingFieldsMetadata } from "./booking-details-fields";
import { BookingNightNote } from "./booking-night-note";
import { BookingProblem } from "./booking-problem";
import { bookingInputClass } from "./booking-styles";
import { BookingTimes } from "./booking-times";

/**
 * The booking dialog's steps (docs/BOOKING.md#the-booking-form): the step's heading and what the
 * last answer said, then the three steps, all in the page at once (one form, the others `hidden`).
 * The times and the details are memoised, so a step's press re-renders only what it changes: they
 * are drawn again only when their own props change, not at every step
 * (INP, docs/PERFORMANCE.md#interactions).
 */
const Times = memo(BookingTimes);
const DetailsFields = memo(BookingDetailsFields);
const videoOnly = ["video"] as const;

/**
 * A step's buttons stay at the foot of the dialog while its list scrolls, so "Continue" is in view
 * as soon as a time is chosen (WCAG 2.4.11, focus not obscured: the list scrolls above them). The
 * scroll box's padding is undone (`-bottom-5`), so they sit on the dialog's bottom edge.
 */
const stickyActions =
  "sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-wrap gap-2 border-t border-line bg-white px-5 py-3 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.18)] sm:gap-3 md:-bottom-6 md:-mx-6 md:-mb-6 md:px-6";
/** The footer's two buttons side by side on a 390 px phone. */
const stickyButton = "max-sm:px-3.5";

/**
 * The open step's heading (focused as the step opens, WCAG 2.4.3), with the chosen day and time on
 * the details step, so the visitor reads what they are booking before they book it and the heading
 * announces it; and where the outcome of a post is read: a problem, or the nearest free times after
 * a taken one.
 */
export function OwnBookingStepHead({
  id,
  title,
  chosen,
  headingRef,
  resultRef,
  problem,
  nearest,
}: {
  id: string;
  title: string;
  /** The chosen time, "Tuesday, December 1, 10:30 AM Toronto time", on the details step. */
  chosen: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  resultRef: Ref<HTMLDivElement>;
  problem: ComponentProps<typeof BookingProblem>["reason"] | null;
  nearest: readonly TimeView[] | null;
}) {
  // The first step's heading takes focus as it appears, whether the times came with the dialog (it
  // is drawn once the dialog's portal is in the page) or after it.
  const headingArrived = useCallback(
    (heading: HTMLHeadingElement | null) => {
      headingRef.current = heading;
      heading?.focus();
    },
    [headingRef],
  );
  return (
    <>
      <h3
        ref={headingArrived}
        id={`${id}-step`}
        tabIndex={-1}
        className="text-xl font-semibold text-ink-950 outline-none"
      >
        {title}
        {chosen ? (
          <span className="block text-base font-normal text-muted" data-booking-chosen>
            {chosen}
          </span>
        ) : null}
      </h3>
      <div ref={resultRef} tabIndex={-1} className="outline-none">
        {problem ? <BookingProblem reason={problem} /> : null}
        {nearest ? (
          <p role="alert" className="font-semibold text-danger-700">
            That time was just taken by someone else.{" "}
            {nearest.length ? "These are the nearest free times." : "Please choose another day."}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Step 1: the visitor's time zone, then the days with free times, each with how many. */
export function OwnBookingDayStep({
  id,
  offer,
  hidden,
  zoneLoading,
  onZone,
  onDay,
}: {
  id: string;
  offer: BookingOffer;
  hidden: boolean;
  zoneLoading: boolean;
  onZone: (zone: string) => void;
  onDay: (day: string) => void;
}) {
  return (
    <div hidden={hidden} className="space-y-4">
      <div>
        <label htmlFor={`${id}-tz`} className="block text-[0.95rem] font-semibold">
          Your time zone
        </label>
        <select
          id={`${id}-tz`}
          value={offer.tz}
          onChange={(event) => onZone(event.currentTarget.value)}
          aria-describedby={offer.nightForVisitor ? `${id}-night` : undefined}
          className={bookingInputClass}
          data-booking-zone
        >
          {offer.zones.map((z) => (
            <option key={z.value} value={z.value}>
              {z.label}
            </option>
          ))}
        </select>
        {offer.nightForVisitor ? (
          <BookingNightNote id={`${id}-night`} place={offer.tzPlace} />
        ) : null}
      </div>
      {zoneLoading ? (
        <p aria-busy="true" className="text-muted">
          Loading the times in your zone…
        </p>
      ) : offer.days.length === 0 ? (
        <p>
          No time is free in the next {firm.booking.horizonDays} days. Please call us at{" "}
          {firm.phone.display}.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Days with free times">
          {offer.days.map((d) => (
            <li key={d.date}>
              <button
                type="button"
                onClick={() => onDay(d.date)}
                className="flex h-full min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-ink-900/20 bg-white px-3.5 py-2 text-left text-ink-950 hover:border-ink-800"
              >
                <span className="font-semibold text-balance">{d.label}</span>
                <span className="whitespace-nowrap text-sm text-muted">
                  {d.times.length} {d.times.length === 1 ? "time" : "times"}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Step 2: the day's times (or the nearest free ones after a taken time), Continue and Back. */
export function OwnBookingTimeStep({
  hidden,
  timesKey,
  legend,
  field,
  times,
  firmPlace,
  chosen,
  onTime,
  onBack,
}: {
  hidden: boolean;
  timesKey: string;
  legend: string;
  field: FieldMetadata<string | undefined>;
  times: readonly TimeView[];
  firmPlace: string;
  chosen: boolean;
  onTime: (start: string) => void;
  onBack: () => void;
}) {
  return (
    <div hidden={hidden} className="space-y-5">
      <Times
        key={timesKey}
        legend={legend}
        field={field}
        times={times}
        firmPlace={firmPlace}
        onChange={onTime}
      />
      <div className={stickyActions} data-booking-actions>
        <button
          type="submit"
          disabled={!chosen}
          data-continue
          className={buttonClass("primary", stickyButton)}
        >
          Continue
        </button>
        <button type="button" onClick={onBack} className={buttonClass("secondary", stickyButton)}>
          Choose another day
        </button>
      </div>
    </div>
  );
}

/** Step 3: the details, then the booking itself. */
export function OwnBookingDetailsStep({
  hidden,
  fields,
  methods,
  sending,
  onBack,
}: {
  hidden: boolean;
  fields: BookingFieldsMetadata;
  methods: readonly ConsultationMethod[] | undefined;
  sending: boolean;
  onBack: () => void;
}) {
  return (
    <div hidden={hidden} className="space-y-5">
      <DetailsFields fields={fields} methods={methods ?? videoOnly} />
      <p className="text-sm text-muted">
        Booking a consultation does not by itself create a lawyer-client relationship.
      </p>
      <div className={stickyActions} data-booking-actions>
        <button type="submit" disabled={sending} className={buttonClass("primary", stickyButton)}>
          {sending ? "Booking…" : "Book this consultation"}
        </button>
        <button type="button" onClick={onBack} className={buttonClass("secondary", stickyButton)}>
          Back to the times
        </button>
      </div>
    </div>
  );
}
