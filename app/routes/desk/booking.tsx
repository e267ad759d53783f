import { data, Link } from "react-router";
import { bookingForms } from "~/booking/desk-booking-forms";
import { bookingDetail } from "~/booking/desk-bookings.server";
import { PageAnswer } from "~/components/desk/answer-status";
import { BookingChanges } from "~/components/desk/booking-changes";
import { BookingConflicts } from "~/components/desk/booking-conflicts";
import { BookingDetails } from "~/components/desk/booking-details";
import { BookingSameAddress } from "~/components/desk/booking-same-address";
import { deskCard } from "~/components/desk/desk-button";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { maySettleConflict, onlyALawyerSettles } from "~/desk/conflict-check";
import { type DeskAnswer, noForm, refused } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { areaLabel } from "~/desk/desk-labels";
import { deskMeta } from "~/desk/desk-meta";
import { actOnce } from "~/desk/desk-once.server";
import { bookingDocumentsView } from "~/documents/booking-documents.server";
import { logger } from "~/platform/logger.server";
import type { Route } from "./+types/booking";

export const meta = ({ data: d }: Route.MetaArgs) =>
  deskMeta(d && "id" in d ? `Booking #${d.id}` : "Booking");

function bookingOf(context: Route.LoaderArgs["context"]) {
  if (!context.booking) throw data("Booking is not available on this server.", { status: 503 });
  return context.booking;
}

function bookingId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw data("Not found", { status: 404 });
  return id;
}

/** One booking (docs/DESK.md#bookings): who, when, the conflict check, its e-mails and what staff may do. */
export function loader(args: Route.LoaderArgs) {
  const { session } = requireStaff(args);
  const service = bookingOf(args.context).service;
  const found = service.bookings.get(bookingId(args.params.id));
  if (!found) throw data("Not found", { status: 404 });
  // Moving is a day, then that day's free times (docs/DESK.md#bookings): the day is in the URL,
  // so the two steps work without JavaScript.
  const day = new URL(args.request.url).searchParams.get("day");
  const detail = bookingDetail(service, found, Date.now());
  return {
    ...detail,
    // The service's name ("Real Estate"), never its code ("real-estate").
    serviceType: detail.serviceType === null ? null : areaLabel(detail.serviceType),
    moveDay: day,
    // Only a lawyer keeps a consultation with a possible conflict (docs/DESK.md#the-conflict-check).
    maySettle: maySettleConflict(session.staff.email),
  };
}

const refusals: Record<string, string> = {
  "not-found": "This booking no longer exists.",
  "not-upcoming": "This booking is no longer upcoming: it was cancelled, declined or has passed.",
  started: "This consultation has already started.",
  "not-held": "This booking is not waiting to be confirmed.",
  "not-ended": "Attended or no-show can be recorded once the consultation has started.",
  taken: "That time was just taken. Choose another.",
};

export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  // The same post twice acts once (docs/DESK.md#every-action-once).
  return actOnce({ desk, staffId: session.staff.id, request: args.request, url: args.url }, () =>
    bookingAction(args, session.staff.id, session.staff.email),
  );
}

async function bookingAction(args: Route.ActionArgs, staffId: number, staffEmail: string) {
  const service = bookingOf(args.context).service;
  const id = bookingId(args.params.id);
  const form = await readFormData(args.request);
  if (!form) return data<DeskAnswer>(noForm, { status: 400 });
  const submission = parseWithSchema(form, bookingForms);
  if (submission.status !== "success")
    return data<DeskAnswer>(refused(submission), { status: 400 });
  const input = submission.value;
  if (input.intent === "merge-address") {
    // Joins the booking to the earlier inquiry of its address (docs/DESK.md#bookings); a second
    // post (a double click, the back button) finds it merged and changes nothing.
    const merged = service.mergeAddress(id, staffId);
    if (!merged.ok)
      return data<DeskAnswer>(
        {
          ok: false,
          message:
            merged.reason === "not-found"
              ? "This booking no longer exists."
              : "This booking has no earlier inquiry of the same address.",
          intent: input.intent,
        },
        { status: merged.reason === "not-found" ? 404 : 409 },
      );
    return data<DeskAnswer>({
      ok: true,
      message: merged.merged
        ? `Merged: the booking and its documents are now in inquiry #${merged.into}.`
        : `Already merged into inquiry #${merged.into}.`,
      intent: input.intent,
    });
  }
  // Keeping a consultation after the conflict check is a lawyer's decision (LSO Rules of
  // Professional Conduct, s. 3.4; docs/DESK.md#the-conflict-check); declining is anyone's.
  if (input.intent === "confirm" && !maySettleConflict(staffEmail))
    return data<DeskAnswer>(
      { ok: false, message: onlyALawyerSettles, intent: input.intent },
      { status: 403 },
    );
  const wasHeld = service.bookings.get(id)?.status === "held";
  const result =
    input.intent === "confirm"
      ? service.confirm(id, staffId)
      : input.intent === "decline"
        ? service.decline(id, staffId)
        : input.intent === "cancel"
          ? service.cancel(id, staffId)
          : input.intent === "reschedule"
            ? service.reschedule(id, Date.parse(input.start), staffId)
            : service.markOutcome(id, staffId, input.intent);
  if (!result.ok)
    return data<DeskAnswer>(
      { ok: false, message: refusals[result.reason] ?? "That did not work.", intent: input.intent },
      { status: result.reason === "not-found" ? 404 : 409 },
    );
  // A held consultation confirmed now gets its document request, for the confirmation e-mail's link.
  if (input.intent === "confirm" && wasHeld)
    bookingDocumentsView(args.context.documents, service.bookings.get(id), logger);
  const messages = {
    confirm: wasHeld
      ? "Confirmed. The client is e-mailed the invitation."
      : "Conflict check settled: the consultation stays booked. Nothing is sent to the client.",
    decline:
      "Declined. The client is told we cannot take the consultation, without the reason, and the invitation is withdrawn.",
    cancel: "Cancelled. The client is e-mailed, and the time is free again.",
    reschedule: "Moved. The client is e-mailed the updated invitation.",
    attended: "Recorded as attended.",
    "no-show": "Recorded as a no-show.",
  } as const;
  return data<DeskAnswer>({ ok: true, message: messages[input.intent], intent: input.intent });
}

export default function DeskBooking({ loaderData: b, actionData }: Route.ComponentProps) {
  const answer = actionData as DeskAnswer | undefined;
  return (
    <>
      <p className="text-sm">
        <Link to="/desk/agenda" className="font-semibold text-ink-700 underline">
          Agenda
        </Link>
        {b.inquiryId !== null ? (
          <>
            {" · "}
            <Link
              to={`/desk/inquiries/${b.inquiryId}`}
              className="font-semibold text-ink-700 underline"
            >
              Inquiry #{b.inquiryId}
            </Link>
          </>
        ) : null}
      </p>
      <h1 className="mt-2 text-3xl">
        Booking #{b.id}: {b.statusLabel}
      </h1>
      <p className="mt-1 text-lg">{b.when}</p>

      <PageAnswer answer={answer} className={`${deskCard} mt-4`} />

      <BookingConflicts booking={b} />
      <BookingSameAddress same={b.sameAddress} />
      <BookingDetails booking={b} />
      <BookingChanges booking={b} answer={answer} />

      <section aria-labelledby="emails-heading" className={`${deskCard} mt-6`}>
        <h2 id="emails-heading" className="text-xl">
          E-mails
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {b.emails.map((e) => (
            <li key={e.id} className="grid gap-1 py-2 sm:grid-cols-[1fr_1fr]">
              <span>{e.label}</span>
              <span className="text-sm text-muted">{e.status}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
