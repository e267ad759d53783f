import { data, Link, redirect, useFetcher } from "react-router";
import { inquiryBookings } from "~/booking/desk-bookings.server";
import { InquiryBookings } from "~/components/booking/inquiry-bookings";
import { deskButton, deskCard, deskInput } from "~/components/desk/desk-button";
import { StatusBadge } from "~/components/desk/status-badge";
import { InquiryDocumentsPanel } from "~/components/documents/inquiry-documents-panel";
import { firm, mailtoHref } from "~/content/firm";
import { auditSentence } from "~/desk/audit-sentences";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { summarize } from "~/desk/desk-labels";
import { deskMeta } from "~/desk/desk-meta";
import { dayMs, formatDate, formatDateTime, formatDuration } from "~/desk/desk-time";
import {
  inquiryStatuses,
  isInquiryStatus,
  statusLabel,
  statusTransitions,
} from "~/desk/inquiry-status";
import { inquiryDocumentsView } from "~/documents/inquiry-documents-view";
import type { Route } from "./+types/inquiry";

export const meta = ({ data: d }: Route.MetaArgs) =>
  deskMeta(d ? `Inquiry #${d.inquiry.id}` : "Inquiry");

/** Repeated views by the same person within this window are recorded once. */
const viewWindowMs = 10 * 60 * 1000;

function inquiryId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw data("Not found", { status: 404 });
  return id;
}

export function loader(args: Route.LoaderArgs) {
  const { desk, session } = requireStaff(args);
  const id = inquiryId(args.params.id);
  const inquiry = desk.inquiries.get(id);
  if (!inquiry) throw data("Not found", { status: 404 });
  const staffId = session.staff.id;
  if (!desk.audit.viewedRecently(staffId, id, viewWindowMs))
    desk.audit.record(staffId, "viewed-inquiry", id);
  const now = Date.now();
  const d = inquiry.delivery;
  const delivery = !d
    ? "Not e-mailed: no notification is sent for a message kept as suspected spam"
    : d.status === "sent"
      ? `E-mailed to the firm ${d.sentAt ? formatDateTime(d.sentAt) : ""}`.trim()
      : d.status === "sending"
        ? "Being e-mailed now"
        : d.status === "interrupted"
          ? "Not confirmed: the server stopped while e-mailing it"
          : d.attempts === 0
            ? desk.settings.notificationsOn
              ? "Waiting to be e-mailed"
              : "Not e-mailed: notifications are off (no SMTP_URL)"
            : `Not e-mailed yet: ${d.attempts} failed attempt${d.attempts === 1 ? "" : "s"}${d.lastError ? ` (${d.lastError})` : ""}; next try ${formatDateTime(d.nextAttemptAt)}`;
  return {
    bookings: inquiryBookings(args.context.booking?.service, id),
    inquiry: {
      ...summarize(inquiry, now),
      email: inquiry.email,
      phone: inquiry.phone,
      message: inquiry.message,
      firstReply:
        inquiry.firstReplyAt !== null
          ? `${formatDateTime(inquiry.firstReplyAt)}, after ${formatDuration(inquiry.firstReplyAt - inquiry.receivedAt)}`
          : null,
      assignedId: inquiry.assignedTo?.id ?? null,
      intake: {
        conflictNames: inquiry.intake.conflictNames,
        keyDate: inquiry.intake.keyDate,
        consent:
          inquiry.intake.consentAt !== undefined
            ? inquiry.intake.consentAt
              ? `Given ${formatDateTime(inquiry.intake.consentAt)}${inquiry.intake.consentText ? `: “${inquiry.intake.consentText}”` : ""}`
              : "Not recorded"
            : undefined,
      },
      notes: inquiry.notesList.map((n) => ({
        id: n.id,
        by: n.staffName,
        at: formatDateTime(n.createdAt),
        body: n.body,
      })),
      deletedOn: formatDate(inquiry.receivedAt + desk.settings.retentionDays * dayMs),
    },
    retentionDays: desk.settings.retentionDays,
    delivery,
    canRetry: d?.status === "pending" || d?.status === "interrupted",
    notificationsOn: desk.settings.notificationsOn,
    moves: statusTransitions[inquiry.status].map((s) => ({ value: s, label: statusLabel(s) })),
    staff: desk.staff.activeStaff().map((s) => ({ id: s.id, name: s.name })),
    activity: desk.audit.entries({ messageId: id, limit: 50 }).map((e) => ({
      id: e.id,
      at: formatDateTime(e.at),
      text: auditSentence(e),
    })),
    replyHref: mailtoHref(inquiry.email, `Your inquiry to ${firm.shortName} (#${id})`),
    documents: inquiryDocumentsView(args.context, id, inquiry.serviceType),
  };
}

export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const id = inquiryId(args.params.id);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const staffId = session.staff.id;
  switch (intent) {
    case "status": {
      const to = form.get("status");
      if (!isInquiryStatus(to))
        return data({ ok: false, message: "Choose a status." }, { status: 400 });
      const result = desk.inquiries.setStatus(id, to, staffId);
      if (!result.ok) return data({ ok: false, message: result.reason }, { status: 409 });
      return { ok: true, message: `Marked ${statusLabel(to)}.` };
    }
    case "note": {
      const body = String(form.get("note") ?? "").trim();
      if (!body) return data({ ok: false, message: "Write the note first." }, { status: 400 });
      if (body.length > 5000)
        return data({ ok: false, message: "Keep a note under 5,000 characters." }, { status: 400 });
      if (!desk.inquiries.addNote(id, body, staffId)) throw data("Not found", { status: 404 });
      return { ok: true, message: "Note added." };
    }
    case "assign": {
      const raw = String(form.get("assignee") ?? "");
      const assignee = raw === "" ? null : Number(raw);
      if (assignee !== null && !Number.isInteger(assignee))
        return data({ ok: false, message: "Choose a person." }, { status: 400 });
      const assigned = desk.inquiries.assign(id, assignee, staffId);
      if (assigned === "missing") throw data("Not found", { status: 404 });
      if (assigned === "refused")
        return data({ ok: false, message: "That person cannot be assigned." }, { status: 400 });
      return { ok: true, message: assignee === null ? "Unassigned." : "Assigned." };
    }
    case "retry": {
      if (!desk.inquiries.retryDelivery(id, staffId))
        return data(
          { ok: false, message: "There is no failed notification to retry." },
          { status: 409 },
        );
      desk.wakeOutbox();
      return { ok: true, message: "The notification e-mail will be sent again now." };
    }
    case "delete": {
      if (form.get("confirm") !== "yes")
        return data(
          { ok: false, message: "Tick the box to confirm the deletion." },
          { status: 400 },
        );
      if (!desk.inquiries.delete(id, staffId, "deleted from the desk"))
        throw data("Not found", { status: 404 });
      return redirect(`/desk?deleted=${id}`);
    }
    default:
      return data({ ok: false, message: "Unknown request." }, { status: 400 });
  }
}

const sectionTitle = "text-xl font-semibold";

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry: i, delivery, moves, staff, activity } = loaderData;
  // One fetcher for every form of the page; without JavaScript they post as plain forms.
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? actionData;
  const intake = i.intake;
  return (
    <article className="space-y-4">
      <p>
        <Link to="/desk" className="text-sm font-semibold text-ink-700 underline">
          ← Inbox
        </Link>
      </p>
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-3xl">{i.name}</h1>
          <StatusBadge status={i.status} label={i.statusLabel} />
          {i.suspectedSpam ? (
            <span className="rounded-pill bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700">
              Suspected spam
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-body">
          #{i.id} · {i.area} · received {i.received}
        </p>
        {i.waited ? (
          <p className={`mt-1 font-semibold ${i.overdue ? "text-danger-700" : "text-muted"}`}>
            {i.waited}
            {i.overdue ? " (more than one business day)" : ""}
          </p>
        ) : null}
        {i.firstReply ? (
          <p className="mt-1 text-sm text-muted">First reply: {i.firstReply}</p>
        ) : null}
      </header>

      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-card p-3 font-semibold ${result.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700"}`}
        >
          {result.message}
        </p>
      ) : null}

      <InquiryBookings bookings={loaderData.bookings} />

      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <div className="space-y-4">
          <section aria-labelledby="reply-heading" className={deskCard}>
            <h2 id="reply-heading" className={sectionTitle}>
              Reply
            </h2>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold">E-mail</dt>
              <dd className="break-all">{i.email}</dd>
              <dt className="font-semibold">Phone</dt>
              <dd>{i.phone ?? "Not given"}</dd>
              <dt className="font-semibold">Heard of us</dt>
              <dd>{i.referral}</dd>
            </dl>
            <div className="mt-4 flex flex-wrap gap-3">
              <a className={deskButton.primary} href={loaderData.replyHref}>
                E-mail {i.name}
              </a>
              {i.phone ? (
                <a className={deskButton.secondary} href={`tel:${i.phone.replace(/[^0-9+]/g, "")}`}>
                  Call {i.phone}
                </a>
              ) : null}
            </div>
          </section>

          <section aria-labelledby="message-heading" className={deskCard}>
            <h2 id="message-heading" className={sectionTitle}>
              Message
            </h2>
            {/* Shown as text, never as HTML: React escapes it. */}
            <p className="mt-3 whitespace-pre-wrap break-words" data-message>
              {i.message}
            </p>
          </section>

          {intake.conflictNames !== undefined ||
          intake.keyDate !== undefined ||
          intake.consent !== undefined ? (
            <section aria-labelledby="intake-heading" className={deskCard}>
              <h2 id="intake-heading" className={sectionTitle}>
                Intake
              </h2>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
                {intake.conflictNames !== undefined ? (
                  <>
                    <dt className="font-semibold">Others involved (conflict check)</dt>
                    <dd className="whitespace-pre-wrap">{intake.conflictNames || "None given"}</dd>
                  </>
                ) : null}
                {intake.keyDate !== undefined ? (
                  <>
                    <dt className="font-semibold">Key date</dt>
                    <dd>{intake.keyDate || "None given"}</dd>
                  </>
                ) : null}
                {intake.consent !== undefined ? (
                  <>
                    <dt className="font-semibold">Consent</dt>
                    <dd>{intake.consent}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}

          <section aria-labelledby="status-heading" className={deskCard}>
            <h2 id="status-heading" className={sectionTitle}>
              Status
            </h2>
            <p className="mt-2 text-sm text-muted">
              Now: <strong className="text-ink-900">{i.statusLabel}</strong>.{" "}
              {inquiryStatuses.find((s) => s.value === i.status)?.hint}.
            </p>
            <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="status" />
              {moves.map((m) => (
                <button
                  key={m.value}
                  type="submit"
                  name="status"
                  value={m.value}
                  className={m.value === "spam" ? deskButton.secondary : deskButton.primary}
                  disabled={busy}
                >
                  Mark {m.label}
                </button>
              ))}
            </fetcher.Form>
          </section>

          <section aria-labelledby="notes-heading" className={deskCard}>
            <h2 id="notes-heading" className={sectionTitle}>
              Notes
            </h2>
            {i.notes.length ? (
              <ul className="mt-3 space-y-3">
                {i.notes.map((n) => (
                  <li key={n.id} className="rounded-lg bg-ink-50 p-3">
                    <p className="text-xs font-semibold text-muted">
                      {n.by}, {n.at}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words">{n.body}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted">No notes yet.</p>
            )}
            <fetcher.Form method="post" className="mt-4 space-y-3" key={i.notes.length}>
              <input type="hidden" name="intent" value="note" />
              <label className="block">
                <span className="text-sm font-semibold">Add a note</span>
                <textarea name="note" rows={3} required maxLength={5000} className={deskInput} />
              </label>
              <button type="submit" className={deskButton.primary} disabled={busy}>
                Add note
              </button>
            </fetcher.Form>
          </section>
          <InquiryDocumentsPanel view={loaderData.documents} />
        </div>

        <div className="space-y-4">
          <section aria-labelledby="assign-heading" className={deskCard}>
            <h2 id="assign-heading" className={sectionTitle}>
              Assigned to
            </h2>
            <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="assign" />
              <label className="block min-w-0 flex-1">
                <span className="sr-only">Staff member</span>
                <select
                  name="assignee"
                  defaultValue={i.assignedId ?? ""}
                  className={deskInput}
                  key={i.assignedId ?? "none"}
                >
                  <option value="">Unassigned</option>
                  {staff.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={deskButton.secondary} disabled={busy}>
                Save
              </button>
            </fetcher.Form>
          </section>

          <section aria-labelledby="delivery-heading" className={deskCard}>
            <h2 id="delivery-heading" className={sectionTitle}>
              Notification e-mail
            </h2>
            <p className="mt-2 text-sm">{delivery}</p>
            {loaderData.canRetry && loaderData.notificationsOn ? (
              <fetcher.Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="retry" />
                <button type="submit" className={deskButton.secondary} disabled={busy}>
                  Send the notification again now
                </button>
              </fetcher.Form>
            ) : null}
          </section>

          <section aria-labelledby="privacy-heading" className={deskCard}>
            <h2 id="privacy-heading" className={sectionTitle}>
              Privacy
            </h2>
            <p className="mt-2 text-sm">
              Deleted automatically on <strong>{i.deletedOn}</strong> ({loaderData.retentionDays}{" "}
              days after it arrived, as the Privacy Policy says).
            </p>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-danger-700">
                Delete this inquiry now
              </summary>
              <fetcher.Form method="post" className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="delete" />
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    required
                    className="mt-1 size-5"
                  />
                  <span>
                    I understand that the message, its notes and status are deleted for good. The
                    audit log keeps only that inquiry #{i.id} existed and was deleted.
                  </span>
                </label>
                <button type="submit" className={deskButton.danger} disabled={busy}>
                  Delete inquiry #{i.id}
                </button>
              </fetcher.Form>
            </details>
          </section>

          <section aria-labelledby="activity-heading" className={deskCard}>
            <h2 id="activity-heading" className={sectionTitle}>
              Activity
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {activity.map((a) => (
                <li key={a.id}>
                  <span className="text-muted">{a.at}</span> · {a.text}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </article>
  );
}
