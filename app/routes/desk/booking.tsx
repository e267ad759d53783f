import { data, Form, Link } from "react-router";
import { bookingForms } from "~/booking/desk-booking-forms";
import { bookingDetail } from "~/booking/desk-bookings.server";
import { deskButton, deskCard } from "~/components/desk/desk-button";
import { MoveBooking } from "~/components/desk/move-booking";
import { SubmissionKey } from "~/components/desk/submission-key";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
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
  requireStaff(args);
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
    bookingAction(args, session.staff.id),
  );
}

async function bookingAction(args: Route.ActionArgs, staffId: number) {
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
  const row = (label: string, value: string | null) => (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="whitespace-pre-wrap break-words">{value ?? "Not given"}</dd>
    </div>
  );
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

      {answer ? (
        <div role={answer.ok ? "status" : "alert"} className={`${deskCard} mt-4`}>
          <p className={answer.ok ? "font-semibold" : "font-semibold text-danger-700"}>
            {answer.message}
          </p>
        </div>
      ) : null}

      {b.conflicts.length ? (
        <section
          aria-labelledby="conflicts-heading"
          className={`${deskCard} mt-6 border-brass-500/60`}
        >
          <h2 id="conflicts-heading" className="text-xl">
            Possible conflict
          </h2>
          <p className="mt-1 text-sm">
            Names that may match someone the firm already knows. The client was confirmed like
            anyone else and sees none of this: settle it within one business day, and before the
            consultation. Keep it, or decline it (the client is told, in the same words as any
            declined consultation, never why).
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {b.conflicts.map((c) => (
              <li key={c.id}>
                “{c.given}” ({c.givenRole}) may be “{c.known}”, {c.knownRole} in{" "}
                <Link to={c.href} className="font-semibold text-ink-800 underline">
                  {c.source}
                </Link>
              </li>
            ))}
          </ul>
          {b.conflictUnsettled && b.upcoming ? (
            <div className="mt-4 flex flex-wrap gap-3">
              <Form method="post">
                <SubmissionKey />
                <button type="submit" name="intent" value="confirm" className={deskButton.primary}>
                  {b.status === "held" ? "No conflict: confirm" : "No conflict: keep it"}
                </button>
              </Form>
              <Form method="post">
                <SubmissionKey />
                <button type="submit" name="intent" value="decline" className={deskButton.danger}>
                  Conflict: decline
                </button>
              </Form>
            </div>
          ) : null}
        </section>
      ) : null}

      {b.sameAddress ? (
        <section
          aria-labelledby="same-address-heading"
          className={`${deskCard} mt-6 border-brass-500/60`}
          data-same-address
        >
          <h2 id="same-address-heading" className="text-xl">
            {b.sameAddress.summary}
          </h2>
          <p className="mt-1 text-sm">
            An e-mail address is not an identity: this booking started an inquiry of its own, and
            nothing of{" "}
            <Link
              to={`/desk/inquiries/${b.sameAddress.inquiryId}`}
              className="font-semibold text-ink-800 underline"
            >
              inquiry #{b.sameAddress.inquiryId}
            </Link>{" "}
            was shown to the visitor or changed.{" "}
            {b.sameAddress.confirmed
              ? "The visitor followed the link e-mailed to the address, so they can read its mail; people who share a mailbox can too."
              : "The visitor has not yet followed the link e-mailed to the address."}{" "}
            Merge only when you are satisfied it is the same person.
          </p>
          {b.sameAddress.merged ? null : (
            <Form method="post" className="mt-4">
              <SubmissionKey />
              <button
                type="submit"
                name="intent"
                value="merge-address"
                className={deskButton.secondary}
              >
                Merge into inquiry #{b.sameAddress.inquiryId}
              </button>
            </Form>
          )}
        </section>
      ) : null}

      <section aria-labelledby="details-heading" className={`${deskCard} mt-6`}>
        <h2 id="details-heading" className="text-xl">
          Details
        </h2>
        <dl className="mt-2 divide-y divide-line">
          {row(
            "Consultation",
            `${b.type}, ${b.method === "video" ? "by video" : "by phone"} with ${b.lawyer}`,
          )}
          {row("Client", b.client)}
          {row("E-mail", b.email)}
          {row("Phone", b.phone)}
          {row("Practice area", b.serviceType)}
          {row("Note", b.note)}
          {row("Other people involved", b.otherParties)}
          {row("Booked", `${b.bookedAt}, by ${b.bookedBy}`)}
        </dl>
      </section>

      {b.upcoming ? (
        <section aria-labelledby="change-heading" className={`${deskCard} mt-6`}>
          <h2 id="change-heading" className="text-xl">
            Change it for the client
          </h2>
          <p className="mt-1 text-sm text-muted">The client is e-mailed about every change.</p>
          {b.moves.length ? (
            <MoveBooking answer={answer} days={b.moves} chosen={b.moveDay} />
          ) : (
            <p className="mt-3">No other time is free within the booking horizon.</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <SubmissionKey />
              <button type="submit" name="intent" value="cancel" className={deskButton.danger}>
                Cancel the consultation
              </button>
            </Form>
            <Form method="post">
              <SubmissionKey />
              <button type="submit" name="intent" value="decline" className={deskButton.secondary}>
                Decline: we cannot take it
              </button>
            </Form>
          </div>
        </section>
      ) : null}

      {b.ended &&
      (b.status === "confirmed" || b.status === "attended" || b.status === "no-show") ? (
        <section aria-labelledby="outcome-heading" className={`${deskCard} mt-6`}>
          <h2 id="outcome-heading" className="text-xl">
            Did the client come?
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              <SubmissionKey />
              <button type="submit" name="intent" value="attended" className={deskButton.primary}>
                Attended
              </button>
            </Form>
            <Form method="post">
              <SubmissionKey />
              <button type="submit" name="intent" value="no-show" className={deskButton.secondary}>
                No-show
              </button>
            </Form>
          </div>
        </section>
      ) : null}

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
