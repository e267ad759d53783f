import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useId, useRef } from "react";
import { data, Form, Link } from "react-router";
import { timeViews } from "~/booking/booking-action.server";
import { bookingOffer, lawyerName, visitorZone } from "~/booking/booking-offer.server";
import {
  chooseATime,
  type ManageBookingValues,
  manageBookingSchema,
} from "~/booking/booking-schema";
import { describeStart } from "~/booking/slot-view";
import { isKnownTimeZone } from "~/booking/zoned-time";
import { linkProblem } from "~/components/booking/booking-problem";
import { bookingInputClass, bookingLinkClass } from "~/components/booking/booking-styles";
import { BookingTimes } from "~/components/booking/booking-times";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button-link";
import { firm, telHref } from "~/content/firm";
import type { Route } from "./+types/booking-manage";

/**
 * A client's own booking, opened by the secret link in its e-mails
 * (docs/BOOKING.md#reschedule-and-cancel): move it to another free time or cancel it, without
 * JavaScript and without signing in. The link works until the consultation starts; nothing on
 * the page is indexed or sent on as a referrer.
 */

export const meta = () => [
  { title: `Your consultation | ${firm.shortName}` },
  { name: "description", content: "Move or cancel your consultation." },
  { name: "robots", content: "noindex, nofollow" },
  // The address holds the secret: no request from this page names it (only the site's origin),
  // and the browser still sends the page's Origin with its own form posts, which React Router's
  // action check requires ("no-referrer" would send `Origin: null` and every post would fail 400).
  { name: "referrer", content: "strict-origin" },
];

type Answer =
  | { status: "moved"; when: string }
  | { status: "cancelled"; when: string }
  | { status: "taken"; nearest: ReturnType<typeof timeViews> }
  | { status: "invalid"; message: string; result: SubmissionResult<string[]> }
  | { status: "rate-limited" | "too-large" | "unavailable" };

function expired() {
  return data({ status: "expired" as const }, { status: 404 });
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const service = context.booking?.service;
  if (!service) return data({ status: "unavailable" as const }, { status: 503 });
  const booking = service.bookingForLink(params.token);
  if (!booking) {
    // Cancelled (by this page a moment ago, or later from another link): say so, in the time zone
    // it was booked in. Such a link moves and cancels nothing any more.
    const cancelled = service.cancelledBookingForLink(params.token);
    if (!cancelled) return expired();
    return {
      status: "cancelled" as const,
      when: describeStart(
        cancelled.startsAt,
        firm.booking.timeZone,
        visitorZone(cancelled.visitorTimeZone ?? ""),
      ),
    };
  }
  const url = new URL(request.url);
  // The client's own time zone: the one chosen here, else the one they booked in.
  if (
    !url.searchParams.get("tz") &&
    booking.visitorTimeZone &&
    isKnownTimeZone(booking.visitorTimeZone)
  )
    url.searchParams.set("tz", booking.visitorTimeZone);
  url.searchParams.set("type", booking.consultationType);
  const offer = bookingOffer(service, url);
  return {
    status: "open" as const,
    step: url.searchParams.get("step") === "cancel" ? ("cancel" as const) : ("move" as const),
    booking: {
      when: describeStart(booking.startsAt, firm.booking.timeZone, offer.tz),
      held: booking.status === "held",
      method: booking.method,
      lawyer: lawyerName(booking),
      current: new Date(booking.startsAt).toISOString(),
    },
    offer,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const booking = context.booking;
  if (!booking) return data<Answer>({ status: "unavailable" }, { status: 503 });
  const gate = await booking.admit();
  if (gate === "rate-limited") return data<Answer>({ status: "rate-limited" }, { status: 429 });
  if (gate === "too-large") return data<Answer>({ status: "too-large" }, { status: 413 });
  const found = booking.service.bookingForLink(params.token);
  if (!found) return expired();
  // The same schema as the move form in the browser (app/components/forms/README.md); a post
  // without the form's body is answered like an empty form: 400, "Please choose a time."
  const form = (await readFormData(request)) ?? new FormData();
  const submission = parseWithSchema(form, manageBookingSchema);
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? chooseATime;
    return data<Answer>({ status: "invalid", message, result }, { status: 400 });
  }
  const choice = submission.value;
  const tz = visitorZone(choice.tz ?? found.visitorTimeZone ?? "");
  if (choice.intent === "cancel") {
    const result = booking.service.cancel(found.id, null);
    if (!result.ok) return expired();
    return data<Answer>({
      status: "cancelled",
      when: describeStart(found.startsAt, firm.booking.timeZone, tz),
    });
  }
  // The schema let only an instant's spelling through; a date that does not exist is refused too.
  const start = Date.parse(choice.start ?? "");
  if (!Number.isFinite(start)) {
    const result = submission.reply({ fieldErrors: { start: [chooseATime] } });
    return data<Answer>({ status: "invalid", message: chooseATime, result }, { status: 400 });
  }
  const result = booking.service.reschedule(found.id, start, null);
  if (result.ok)
    return data<Answer>({
      status: "moved",
      when: describeStart(result.booking.startsAt, firm.booking.timeZone, tz),
    });
  if (result.reason === "taken")
    return data<Answer>(
      { status: "taken", nearest: timeViews(result.nearest, tz) },
      { status: 409 },
    );
  return expired();
}

export default function BookingManage({ loaderData, actionData }: Route.ComponentProps) {
  const id = useId();
  const answer = actionData as Answer | { status: "expired" } | undefined;
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) resultRef.current?.focus();
  }, [answer]);
  // The move form, checked by the action's schema here too; the server's 400 shows under its times.
  const [timeForm, timeFields] = useSchemaForm<ManageBookingValues>(manageBookingSchema, {
    lastResult: answer?.status === "invalid" ? answer.result : undefined,
  });

  const body = (() => {
    const done =
      answer?.status === "moved" || answer?.status === "cancelled"
        ? answer
        : loaderData.status === "cancelled"
          ? loaderData
          : undefined;
    if (done)
      return (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className="rounded-card border border-success-700/30 bg-success-50 p-6 outline-none"
          data-booking-change={done.status}
        >
          <h2 className="text-xl font-semibold">
            {done.status === "moved"
              ? "Your consultation has moved"
              : "Your consultation is cancelled"}
          </h2>
          <p className="mt-2 font-semibold">{done.when}</p>
          <p className="mt-2">
            {done.status === "moved"
              ? "An updated calendar invitation is on its way by e-mail."
              : "The time is free again. An e-mail confirms the cancellation."}
          </p>
          {done.status === "cancelled" ? (
            <p className="mt-2">
              <Link to="/book" className={bookingLinkClass}>
                Book another time
              </Link>
            </p>
          ) : null}
        </div>
      );
    const problem = linkProblem({
      answer: answer?.status,
      loaded: loaderData.status,
      resultRef,
      expired: {
        marker: { "data-booking-link": "expired" },
        explanation: (
          <>
            The consultation has started or passed, or it was cancelled. To book a new time,{" "}
            <Link to="/book" className={bookingLinkClass}>
              choose one here
            </Link>{" "}
            or call us at{" "}
            <a href={telHref(firm.phone)} className={bookingLinkClass}>
              {firm.phone.display}
            </a>
            .
          </>
        ),
      },
    });
    // linkProblem answers null only for an open link; the check also narrows the loader's data.
    if (problem || loaderData.status !== "open") return problem;
    const { booking, offer } = loaderData;
    const day = offer.days.find((d) => d.date === offer.day) ?? null;
    const cancelForm = (
      <Form
        method="post"
        className="rounded-card border border-line bg-white p-5 shadow-card md:p-8"
        aria-labelledby={`${id}-cancel`}
      >
        <h2 id={`${id}-cancel`} className="text-2xl font-semibold">
          Cancel this consultation
        </h2>
        <p className="mt-2">The time is released at once, and we e-mail you to confirm.</p>
        <input type="hidden" name="tz" value={offer.tz} />
        <button
          type="submit"
          name="intent"
          value="cancel"
          className={buttonClass("secondary", "mt-4")}
        >
          Cancel the consultation
        </button>
      </Form>
    );
    const moveForm = (
      <div className="rounded-card border border-line bg-white p-5 shadow-card md:p-8">
        <h2 className="text-2xl font-semibold">Choose another time</h2>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="step" value="move" />
          <div className="min-w-64 flex-1">
            <label htmlFor={`${id}-tz`} className="block text-[0.95rem] font-semibold">
              Show times for
            </label>
            <select id={`${id}-tz`} name="tz" defaultValue={offer.tz} className={bookingInputClass}>
              {offer.zones.map((z) => (
                <option key={z.value} value={z.value}>
                  {z.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-day`} className="block text-[0.95rem] font-semibold">
              Day
            </label>
            <select
              id={`${id}-day`}
              name="day"
              defaultValue={day?.date ?? ""}
              className={bookingInputClass}
            >
              <option value="">Choose a day</option>
              {offer.days.map((d) => (
                <option key={d.date} value={d.date}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            Show times
          </button>
        </Form>
        {answer?.status === "taken" || answer?.status === "invalid" || day ? (
          <Form method="post" className="mt-6 space-y-5" {...getFormProps(timeForm)}>
            <input type="hidden" name="tz" value={offer.tz} />
            {answer?.status === "taken" ? (
              <p
                ref={resultRef}
                tabIndex={-1}
                role="alert"
                className="font-semibold text-danger-700 outline-none"
              >
                That time was just taken by someone else. These are the nearest free times.
              </p>
            ) : null}
            {answer?.status === "invalid" ? (
              <p
                ref={resultRef}
                tabIndex={-1}
                role="alert"
                className="font-semibold text-danger-700 outline-none"
              >
                {answer.message}
              </p>
            ) : null}
            <BookingTimes
              field={timeFields.start}
              legend={
                answer?.status === "taken"
                  ? "The nearest free times"
                  : `Times on ${day?.label ?? "the day you chose"}`
              }
              times={answer?.status === "taken" ? answer.nearest : (day?.times ?? [])}
              firmPlace={offer.firmPlace}
            />
            <button type="submit" name="intent" value="move" className={buttonClass("primary")}>
              Move my consultation
            </button>
          </Form>
        ) : null}
      </div>
    );
    return (
      <>
        <div className="rounded-card border border-line bg-white p-5 md:p-6" data-booking-current>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">
            Your consultation
          </p>
          <p className="mt-1 text-lg font-semibold">{booking.when}</p>
          <p className="mt-1">
            {booking.method === "video"
              ? `By video with ${booking.lawyer}`
              : `By phone: ${booking.lawyer} will call you`}
            {booking.held ? ". To be confirmed by us within one business day." : "."}
          </p>
        </div>
        {loaderData.step === "cancel" ? (
          <>
            {cancelForm}
            {moveForm}
          </>
        ) : (
          <>
            {moveForm}
            {cancelForm}
          </>
        )}
      </>
    );
  })();

  return (
    <>
      <PageHero eyebrow="Booking" heading="Your consultation" compact>
        <p>Move it to another free time, or cancel it.</p>
      </PageHero>
      {/* A client's own page: no phone Book bar (app/app.css, `data-client-page`). */}
      <section aria-label="Your booking" className="bg-paper py-10 md:py-14" data-client-page>
        <div className="container-page max-w-3xl space-y-8">{body}</div>
      </section>
    </>
  );
}
