import { useEffect, useId, useRef } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { bookingAction } from "~/booking/booking-action.server";
import { newBookingKey } from "~/booking/booking-form-key";
import { bookingOffer } from "~/booking/booking-offer.server";
import { type BookingAnswer, clocksSentence } from "~/booking/booking-page";
import { type BookingValues, bookingSchema } from "~/booking/booking-schema";
import { bookingProviderOf } from "~/booking/booking-services";
import { BookingDayChoice } from "~/components/booking/booking-day-choice";
import { BookingOutcome } from "~/components/booking/booking-outcome";
import { BookingPageForm } from "~/components/booking/booking-page-form";
import { BookingProblem } from "~/components/booking/booking-problem";
import { bookingLinkClass } from "~/components/booking/booking-styles";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { PageHero } from "~/components/sections/page-hero";
import { firm } from "~/content/firm";
import { pageMetaFor } from "~/lib/seo/seo";
import type { HydrationHandle } from "~/page/hydration";
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

/**
 * The list of days hydrates nothing: its links and the zone's form are plain HTML, and a day's
 * link loads that day's page. So /book without a day loads no React, only the shell's standalone
 * module, like the site's read-only pages. The page with a day's times and the details form (whose
 * post goes to that day's address) hydrates, for the form's checks in the browser and the answer
 * read in place (docs/PRODUCT-RULES.md#which-pages-hydrate, docs/PERFORMANCE.md).
 */
export const handle = {
  hydrate: (data: unknown) =>
    typeof data === "object" && data !== null && "day" in data && typeof data.day === "string",
} satisfies HydrationHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  // With the external scheduler chosen (docs/BOOKING.md#the-external-scheduler), the plain booking
  // page is the scheduling page itself: the contact page's button without JavaScript leads here.
  if (bookingProviderOf(context) === "external") throw redirect(firm.embeds.schedulingPage);
  // A key for this rendering's form, so the same booking sent twice books once
  // (docs/BOOKING.md#the-same-booking-sent-twice); made here, it works without JavaScript.
  return {
    ...bookingOffer(context.booking?.service, new URL(request.url)),
    formKey: newBookingKey(),
  };
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
          {clocksSentence(offer)}
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
              <BookingDayChoice id={id} offer={offer} day={day} />
              {day || answer?.status === "taken" || answer?.status === "invalid" ? (
                <BookingPageForm
                  offer={offer}
                  day={day}
                  type={type}
                  answer={answer}
                  form={form}
                  fields={fields}
                  resultRef={resultRef}
                  formKey={offer.formKey}
                />
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}
