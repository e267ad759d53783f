import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useId, useRef } from "react";
import { data } from "react-router";
import { timeViews } from "~/booking/booking-action.server";
import type { ChangeResult } from "~/booking/booking-contract";
import { bookingOffer, lawyerName, visitorZone } from "~/booking/booking-offer.server";
import {
  chooseATime,
  type ManageBookingValues,
  manageBookingSchema,
} from "~/booking/booking-schema";
import { describeStartForClient } from "~/booking/slot-view";
import { isKnownTimeZone } from "~/booking/zoned-time";
import {
  BookingCancelForm,
  BookingChangeDone,
  BookingLinkExpired,
  BookingMoveForm,
  CurrentBooking,
} from "~/components/booking/booking-change-forms";
import { linkProblem } from "~/components/booking/booking-problem";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { PageHero } from "~/components/sections/page-hero";
import { firm } from "~/content/firm";
import { describeError, logger } from "~/platform/logger.server";
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
  | {
      status: "rate-limited" | "too-large" | "unavailable";
      /** What the refused post was for, when the server read that far. */
      intent?: "move" | "cancel";
    };

function expired() {
  return data({ status: "expired" as const }, { status: 404 });
}

/**
 * A move or cancel the server could not store: 503, and the page says that it was not done and to
 * call or write (docs/BOOKING.md#reschedule-and-cancel). The log names no one.
 */
function attempt(intent: "move" | "cancel", change: () => ChangeResult): ChangeResult | undefined {
  try {
    return change();
  } catch (error) {
    logger.error("booking_change_failed", { intent, error: describeError(error) });
    return undefined;
  }
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
      when: describeStartForClient(
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
      when: describeStartForClient(booking.startsAt, firm.booking.timeZone, offer.tz),
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
  // The size first, before the body is read; the rate limit (BOOKING_RATE_LIMIT) counts only what
  // could take a time or guess a link: a move, and any post to a link that opens nothing. A cancel
  // by a link that works only frees a time, so the limit never refuses it
  // (docs/BOOKING.md#reschedule-and-cancel).
  if ((await booking.admit({ counted: false })) === "too-large")
    return data<Answer>({ status: "too-large" }, { status: 413 });
  const found = booking.service.bookingForLink(params.token);
  if (!found) {
    if ((await booking.admit()) === "rate-limited")
      return data<Answer>({ status: "rate-limited" }, { status: 429 });
    return expired();
  }
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
    const result = attempt("cancel", () => booking.service.cancel(found.id, null));
    if (!result) return data<Answer>({ status: "unavailable", intent: "cancel" }, { status: 503 });
    if (!result.ok) return expired();
    return data<Answer>({
      status: "cancelled",
      when: describeStartForClient(found.startsAt, firm.booking.timeZone, tz),
    });
  }
  // The schema let only an instant's spelling through; a date that does not exist is refused too.
  const start = Date.parse(choice.start ?? "");
  if (!Number.isFinite(start)) {
    const result = submission.reply({ fieldErrors: { start: [chooseATime] } });
    return data<Answer>({ status: "invalid", message: chooseATime, result }, { status: 400 });
  }
  if ((await booking.admit()) === "rate-limited")
    return data<Answer>({ status: "rate-limited", intent: "move" }, { status: 429 });
  const result = attempt("move", () => booking.service.reschedule(found.id, start, null, tz));
  if (!result) return data<Answer>({ status: "unavailable", intent: "move" }, { status: 503 });
  if (result.ok)
    return data<Answer>({
      status: "moved",
      when: describeStartForClient(result.booking.startsAt, firm.booking.timeZone, tz),
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

  const done =
    answer?.status === "moved" || answer?.status === "cancelled"
      ? answer
      : loaderData.status === "cancelled"
        ? loaderData
        : undefined;
  const problem = done
    ? null
    : linkProblem({
        answer: answer?.status,
        act: (answer && "intent" in answer && answer.intent) || "change",
        loaded: loaderData.status,
        resultRef,
        expired: {
          marker: { "data-booking-link": "expired" },
          explanation: <BookingLinkExpired />,
        },
      });
  // Only a booking open to change is offered a move or a cancel: a cancelled one, a link that no
  // longer works, or a change just made says what happened instead
  // (docs/BOOKING.md#reschedule-and-cancel).
  const changeable = !done && !problem && loaderData.status === "open";

  const body = (() => {
    if (done) return <BookingChangeDone done={done} resultRef={resultRef} />;
    // linkProblem answers null only for an open link; the check also narrows the loader's data.
    if (problem || loaderData.status !== "open") return problem;
    const { booking, offer } = loaderData;
    const cancelForm = <BookingCancelForm id={id} tz={offer.tz} />;
    const moveForm = (
      <BookingMoveForm
        id={id}
        offer={offer}
        day={offer.days.find((d) => d.date === offer.day) ?? null}
        taken={answer?.status === "taken" ? answer.nearest : null}
        invalidMessage={answer?.status === "invalid" ? answer.message : null}
        form={timeForm}
        startField={timeFields.start}
        resultRef={resultRef}
      />
    );
    return (
      <>
        <CurrentBooking booking={booking} />
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
        {changeable ? <p>Move it to another free time, or cancel it.</p> : null}
      </PageHero>
      {/* A client's own page: no phone Book bar (app/app.css, `data-client-page`). */}
      <section aria-label="Your booking" className="bg-paper py-10 md:py-14" data-client-page>
        <div className="container-page max-w-3xl space-y-8">{body}</div>
      </section>
    </>
  );
}
