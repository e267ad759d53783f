import { getFormProps } from "@conform-to/react";
import { useEffect, useId, useRef } from "react";
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { bookingAction } from "~/booking/booking-action.server";
import { bookingOffer } from "~/booking/booking-offer.server";
import type { BookingAnswer, BookingOffer } from "~/booking/booking-page";
import { type BookingValues, bookingSchema } from "~/booking/booking-schema";
import { bookingProviderOf } from "~/booking/booking-services";
import { BookingDetailsFields } from "~/components/booking/booking-details-fields";
import { BookingNightNote } from "~/components/booking/booking-night-note";
import { BookingOutcome } from "~/components/booking/booking-outcome";
import { BookingProblem } from "~/components/booking/booking-problem";
import { bookingInputClass, bookingLinkClass } from "~/components/booking/booking-styles";
import { BookingTimes } from "~/components/booking/booking-times";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button-link";
import { firm } from "~/content/firm";
import { pageMetaFor } from "~/lib/seo/seo";
import type { Route } from "./+types/book";

/**
 * The firm's own booking as plain pages (docs/BOOKING.md#the-booking-form): the booking dialog's
 * steps for a visitor without JavaScript, and where the dialog's requests go. A GET lists the days
 * (and, with `?day=`, that day's times and the details form); a POST books. Rendered on request:
 * the times change by the minute.
 */

const PATH = "/book";

export const meta = () =>
  pageMetaFor({
    path: PATH,
    file: "routes/book.tsx",
    id: "book",
    title: "Book a Free Consultation",
    heading: "Book a free consultation",
    description: `Book a free ${firm.consultation.minutes}-minute consultation with ${firm.shortName} by phone or video, at a time shown on your own clock.`,
    section: "Contact",
  });

export function loader({ request, context }: Route.LoaderArgs) {
  // With the external scheduler chosen (docs/BOOKING.md#the-external-scheduler), the plain booking
  // page is the scheduling page itself: the contact page's button without JavaScript leads here.
  if (bookingProviderOf(context) === "external") throw redirect(firm.embeds.schedulingPage);
  return bookingOffer(context.booking?.service, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status } = await bookingAction(request, context);
  return data(answer, { status });
}

/** A booking answer needs no new list of times unless the time was taken. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as BookingAnswer | undefined;
  return answer?.status === "taken" ? true : defaultShouldRevalidate;
}

function dayHref(offer: BookingOffer, day: string | null): string {
  const q = new URLSearchParams();
  if (offer.type !== firm.booking.defaultConsultationType) q.set("type", offer.type);
  if (offer.tz !== firm.booking.timeZone) q.set("tz", offer.tz);
  if (day) q.set("day", day);
  if (offer.note) q.set("note", offer.note);
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
}

export default function Book({ loaderData: offer, actionData }: Route.ComponentProps) {
  const id = useId();
  const answer = actionData as BookingAnswer | undefined;
  const resultRef = useRef<HTMLDivElement>(null);
  const type = offer.types.find((t) => t.id === offer.type) ?? offer.types[0];
  // A note the opening page carried (the closing-cost estimate's link) fills the details' note.
  const values =
    answer && "values" in answer ? answer.values : offer.note ? { note: offer.note } : {};
  // The same schema as the action (app/components/forms/README.md): the browser checks the form
  // before it is sent, and the server's 400 shows its errors under the same fields without it.
  const [form, fields] = useSchemaForm<BookingValues>(bookingSchema, {
    lastResult: answer?.status === "invalid" ? answer.result : undefined,
    // What was typed, kept when the time was taken or the booking could not be saved.
    defaultValue: answer?.status === "invalid" ? undefined : values,
  });
  // The day to show: the one asked for, or the one of the time just posted.
  const postedDay = values.start
    ? offer.days.find((d) => d.times.some((t) => t.value === values.start))?.date
    : undefined;
  const day = offer.days.find((d) => d.date === (offer.day ?? postedDay)) ?? null;

  // A result moves focus to itself, so a screen reader reads it first.
  useEffect(() => {
    if (answer) resultRef.current?.focus();
  }, [answer]);

  return (
    <>
      <PageHero eyebrow="Contact" heading="Book a free consultation" compact>
        <p>
          {type
            ? `${type.minutes} minutes, ${type.free ? "free" : "paid"}, by phone or video. `
            : ""}
          Times are shown in {offer.tzPlace} time
          {offer.tz !== firm.booking.timeZone ? `, with ${offer.firmPlace} time beside them` : ""}.
        </p>
      </PageHero>
      <section aria-label="Booking" className="bg-paper py-10 md:py-14">
        <div className="container-page max-w-3xl space-y-8">
          {answer?.status === "booked" ? (
            <>
              <BookingOutcome ref={resultRef} answer={answer} headingLevel={2} />
              <p>
                <Link to="/" className={bookingLinkClass}>
                  Back to the home page
                </Link>
              </p>
            </>
          ) : !offer.available ? (
            <BookingProblem reason="unavailable" />
          ) : (
            <>
              {answer &&
              (answer.status === "rate-limited" ||
                answer.status === "too-large" ||
                answer.status === "unavailable") ? (
                <BookingProblem ref={resultRef} reason={answer.status} />
              ) : null}
              <div className="rounded-card border border-line bg-white p-5 shadow-card md:p-8">
                <h2 className="text-2xl font-semibold">1. Choose a day</h2>
                <Form method="get" action={PATH} className="mt-4 flex flex-wrap items-end gap-3">
                  {day ? <input type="hidden" name="day" value={day.date} /> : null}
                  {offer.note ? <input type="hidden" name="note" value={offer.note} /> : null}
                  {offer.types.length > 1 ? (
                    <div>
                      <label htmlFor={`${id}-type`} className="block text-[0.95rem] font-semibold">
                        Consultation
                      </label>
                      <select
                        id={`${id}-type`}
                        name="type"
                        defaultValue={offer.type}
                        className={bookingInputClass}
                      >
                        {offer.types.map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.name} ({t.minutes} minutes{t.free ? ", free" : ""})
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                  <div className="min-w-64 flex-1">
                    <label htmlFor={`${id}-tz`} className="block text-[0.95rem] font-semibold">
                      Show times for
                    </label>
                    <select
                      id={`${id}-tz`}
                      name="tz"
                      defaultValue={offer.tz}
                      className={bookingInputClass}
                    >
                      {offer.zones.map((z) => (
                        <option key={z.value} value={z.value}>
                          {z.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className={buttonClass("secondary")}>
                    Show times
                  </button>
                </Form>
                {offer.nightForVisitor ? <BookingNightNote place={offer.tzPlace} /> : null}
                {offer.days.length === 0 ? (
                  <p className="mt-5">
                    No time is free in the next {firm.booking.horizonDays} days. Please call us at{" "}
                    {firm.phone.display} and we will find one.
                  </p>
                ) : (
                  <ul className="mt-5 grid gap-2 sm:grid-cols-2" aria-label="Days with free times">
                    {offer.days.map((d) => (
                      <li key={d.date}>
                        <Link
                          to={dayHref(offer, d.date)}
                          aria-current={d.date === day?.date ? "true" : undefined}
                          className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-ink-900/20 bg-white px-3.5 py-2 text-ink-950 hover:border-ink-800 aria-[current=true]:border-ink-800 aria-[current=true]:bg-ink-50"
                        >
                          <span className="font-semibold">{d.label}</span>
                          <span className="whitespace-nowrap text-sm text-muted">
                            {d.times.length} {d.times.length === 1 ? "time" : "times"}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {day || answer?.status === "taken" || answer?.status === "invalid" ? (
                <Form
                  method="post"
                  action={dayHref(offer, day?.date ?? null)}
                  {...getFormProps(form)}
                  className="space-y-8 rounded-card border border-line bg-white p-5 shadow-card md:p-8"
                  aria-label="Book this consultation"
                >
                  <input type="hidden" name="type" value={offer.type} />
                  <input type="hidden" name="tz" value={offer.tz} />
                  <div>
                    <h2 className="text-2xl font-semibold">2. Choose a time</h2>
                    {answer?.status === "taken" ? (
                      <div ref={resultRef} tabIndex={-1} role="alert" className="mt-3 outline-none">
                        <p className="font-semibold text-danger-700">
                          That time was just taken by someone else.
                        </p>
                        <p className="mt-1">
                          {answer.nearest.length
                            ? "These are the nearest free times:"
                            : "No other time is free soon. Please choose another day or call us."}
                        </p>
                      </div>
                    ) : null}
                    <div className="mt-4">
                      <BookingTimes
                        // The nearest times after a taken one are a new question.
                        key={answer?.status === "taken" ? "nearest" : "day"}
                        field={fields.start}
                        legend={
                          answer?.status === "taken"
                            ? "The nearest free times"
                            : `Times on ${day?.label ?? "the day you chose"}`
                        }
                        times={answer?.status === "taken" ? answer.nearest : (day?.times ?? [])}
                        firmPlace={offer.firmPlace}
                      />
                    </div>
                  </div>
                  <div>
                    <h2 className="mb-4 text-2xl font-semibold">3. Your details</h2>
                    {answer?.status === "invalid" ? (
                      <p
                        ref={resultRef}
                        tabIndex={-1}
                        role="alert"
                        className="mb-4 font-semibold text-danger-700 outline-none"
                      >
                        Please check the{" "}
                        {Object.keys(answer.errors).length === 1 ? "answer" : "answers"} marked
                        below.
                      </p>
                    ) : null}
                    <BookingDetailsFields fields={fields} methods={type?.methods ?? ["video"]} />
                  </div>
                  <p className="text-sm text-muted">
                    Booking a consultation does not by itself create a lawyer-client relationship.
                    See our{" "}
                    <Link to="/terms" className={bookingLinkClass}>
                      Terms and Conditions
                    </Link>
                    .
                  </p>
                  <button type="submit" className={buttonClass("primary")}>
                    Book this consultation
                  </button>
                </Form>
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}
