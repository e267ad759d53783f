import { getFormProps } from "@conform-to/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { data, Link, redirect, useFetcher, useNavigate } from "react-router";
import { inquiryAddressLinks, inquiryBookings } from "~/booking/desk-bookings.server";
import { InquiryBookings } from "~/components/booking/inquiry-bookings";
import { ClientJourneySummary } from "~/components/desk/client-journey-summary";
import { ClientJourneyTimeline } from "~/components/desk/client-journey-timeline";
import { deskButton, deskCard, deskInput } from "~/components/desk/desk-button";
import { InboxRowLink } from "~/components/desk/inbox-row-link";
import { InquiryContents } from "~/components/desk/inquiry-contents";
import { KeyboardHelp } from "~/components/desk/keyboard-help";
import { ReplyComposer } from "~/components/desk/reply-composer";
import { StatusBadge } from "~/components/desk/status-badge";
import {
  SubmissionKey,
  useSubmissionKey,
  withSubmissionKey,
} from "~/components/desk/submission-key";
import { InquiryDocumentsPanel } from "~/components/documents/inquiry-documents-panel";
import { InquiryEngagementPanel } from "~/components/engagement/inquiry-engagement-panel";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { InquiryIntakePanel } from "~/components/intake/inquiry-intake-panel";
import { bookingHref, firm, mailtoHref } from "~/content/firm";
import { auditSentence } from "~/desk/audit-sentences";
import { type DeskAnswer, inquiryForms, noForm, noteMaxLength, refused } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction, type SignedIn } from "~/desk/desk-guard";
import { isTyping, statusForKey } from "~/desk/desk-keys";
import { areaLabel, summarize } from "~/desk/desk-labels";
import { deskMeta } from "~/desk/desk-meta";
import { actOnce } from "~/desk/desk-once.server";
import { dayMs, formatDate, formatDateTime, formatDuration, formatIsoDay } from "~/desk/desk-time";
import { followUpLabel, inboxRow } from "~/desk/inbox-labels";
import { inboxSearch, parseInboxQuery } from "~/desk/inbox-query";
import { statusLabel, statusTransitions } from "~/desk/inquiry-status";
import { inquiryJourneyView, journeyFilter } from "~/desk/journey-view.server";
import { fillTemplate, templatesFor } from "~/desk/reply-templates";
import { answerDocumentsForm } from "~/documents/desk-document-actions.server";
import { isDocumentIntent } from "~/documents/desk-document-forms";
import { inquiryDocumentsView } from "~/documents/inquiry-documents-view";
import { answerEngagementPanel, inquiryEngagementView } from "~/engagement/desk-engagement.server";
import { isEngagementPanelIntent } from "~/engagement/desk-engagement-forms";
import { answerIntakeForm, inquiryIntakeView } from "~/intake/desk-intake.server";
import { isIntakeIntent } from "~/intake/desk-intake-forms";
import { changedSinceLoad } from "~/lib/dom/changed-since-load";
import { firmToday } from "~/platform/firm-clock";
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

/** "Today" in Toronto (YYYY-MM-DD), from the firm's clock. */
const today = (now: number) => firmToday(now);

export function loader(args: Route.LoaderArgs) {
  const { desk, session } = requireStaff(args);
  const id = inquiryId(args.params.id);
  const inquiry = desk.inquiries.get(id);
  if (!inquiry) throw data("Not found", { status: 404 });
  const staffId = session.staff.id;
  if (!desk.audit.viewedRecently(staffId, id, viewWindowMs))
    desk.audit.record(staffId, "viewed-inquiry", id);
  const now = Date.now();
  const url = new URL(args.request.url);
  // The list this inquiry was opened from (its view, tab, search and page), for the split view,
  // next and previous, and the way back (docs/DESK.md#working-an-inquiry).
  const query = parseInboxQuery(url.searchParams);
  const context = { staffId, today: today(now), ...journeyFilter(desk, query, now) };
  const listSearch = inboxSearch(query, {}, { keepPage: true });
  const neighbours = desk.inbox.neighbours(id, query, context);
  const hrefOf = (other: number | null) =>
    other === null ? null : `/desk/inquiries/${other}${listSearch}`;
  const list = desk.inbox.page(query, context, 30).items.map((item) => ({
    ...inboxRow(item, now, context.today),
    href: `/desk/inquiries/${item.id}${listSearch}`,
  }));
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
              : "Not e-mailed: e-mail is not set up on this website, so new inquiries are only in this desk. Whoever looks after the website for the firm can turn it on."
            : `Not e-mailed yet: ${d.attempts} failed attempt${d.attempts === 1 ? "" : "s"}${d.lastError ? ` (${d.lastError})` : ""}; next try ${formatDateTime(d.nextAttemptAt)}`;
  const staffName = session.staff.name;
  const values = {
    firstName: inquiry.firstName,
    lastName: inquiry.lastName,
    reference: String(id),
    practiceArea: areaLabel(inquiry.serviceType).toLowerCase(),
    firmName: firm.shortName,
    firmPhone: firm.phone.display,
    firmEmail: firm.email,
    bookingLink: `${desk.settings.siteUrl}${bookingHref}`,
    consultationMinutes: String(firm.consultation.minutes),
    staffName,
  };
  const templates = templatesFor(inquiry.serviceType).map((t) => ({
    id: t.id,
    title: t.title,
    subject: fillTemplate(t.subject, values),
    body: `${fillTemplate(t.body, values)}\n\n${staffName}\n${firm.name}\n${firm.phone.display}`,
  }));
  const replies = desk.replies.forInquiry(id);
  const asked = url.searchParams.get("template");
  const chosen =
    templates.find((t) => t.id === asked) ??
    (replies.length === 0 && inquiry.status === "new" ? templates[0] : undefined);
  const followUp = desk.followUps.next(id);
  return {
    bookings: inquiryBookings(args.context.booking?.service, id),
    sameAddress: inquiryAddressLinks(args.context.booking?.service, id),
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
      notes: desk.followUps.notes(id).map((n) => ({
        id: n.id,
        by: n.staffName,
        at: formatDateTime(n.createdAt),
        body: n.body,
        followUp: n.followUpOn
          ? n.followUpDoneAt !== null
            ? `Follow-up of ${formatIsoDay(n.followUpOn)} done${n.followUpDoneBy ? ` by ${n.followUpDoneBy}` : ""}`
            : followUpLabel(n.followUpOn, context.today).label
          : null,
      })),
      deletedOn: formatDate(inquiry.receivedAt + desk.settings.retentionDays * dayMs),
    },
    thread: replies.map((r) => ({
      id: r.id,
      by: r.staffName,
      at: formatDateTime(r.createdAt),
      subject: r.subject,
      body: r.body,
      status:
        r.status === "sent"
          ? `Sent ${r.sentAt ? formatDateTime(r.sentAt) : ""}`.trim()
          : r.status === "sending"
            ? "Being sent now"
            : r.status === "pending"
              ? r.attempts === 0
                ? "Waiting to be sent"
                : `Not sent yet: ${r.attempts} failed attempt${r.attempts === 1 ? "" : "s"}; next try ${formatDateTime(r.nextAttemptAt)}`
              : r.status === "interrupted"
                ? "Not confirmed: the server stopped while sending it. Check with the visitor before sending it again."
                : "Not sent: the visitor's e-mail address cannot receive e-mail",
      sent: r.status === "sent",
      canResend: r.status === "interrupted",
    })),
    followUp: followUp
      ? { on: followUp.on, label: followUpLabel(followUp.on, context.today) }
      : null,
    today: context.today,
    list,
    listHref: `/desk${listSearch}`,
    previous: hrefOf(neighbours.previous),
    next: hrefOf(neighbours.next),
    reply: {
      templates,
      chosen,
      from: `${staffName}, ${firm.name} <${desk.settings.replyFrom ?? firm.email}>`,
      to: `${inquiry.firstName} ${inquiry.lastName} <${inquiry.email}>`,
      available: desk.settings.notificationsOn,
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
    intake: inquiryIntakeView(args.context, id, inquiry.serviceType),
    engagement: inquiryEngagementView(args.context, id, inquiry.serviceType),
    // Where the client stands, from inquiry to retainer (docs/INTAKE.md#stages).
    journey: inquiryJourneyView(desk, id, now),
  };
}

/**
 * Every action of the page, one schema per form (app/desk/desk-forms.ts; the documents panel's in
 * app/documents/desk-document-forms.ts): 400 with the errors, which the page shows under the fields.
 */
export async function action(args: Route.ActionArgs) {
  const signedIn = requireStaffAction(args);
  // The same post twice acts once (docs/DESK.md#every-action-once).
  return actOnce(
    {
      desk: signedIn.desk,
      staffId: signedIn.session.staff.id,
      request: args.request,
      url: args.url,
    },
    () => inquiryAction(args, signedIn),
  );
}

async function inquiryAction(args: Route.ActionArgs, { desk, session }: SignedIn) {
  const id = inquiryId(args.params.id);
  const form = await readFormData(args.request);
  if (!form) return data(noForm, { status: 400 });
  if (isDocumentIntent(form.get("intent"))) {
    if (!desk.inquiries.get(id)) throw data("Not found", { status: 404 });
    return answerDocumentsForm({
      desk,
      documents: args.context.documents,
      inquiryId: id,
      staffId: session.staff.id,
      form,
    });
  }
  if (isIntakeIntent(form.get("intent")))
    return answerIntakeForm({
      desk,
      intake: args.context.intake,
      inquiryId: id,
      staffId: session.staff.id,
      form,
    });
  if (isEngagementPanelIntent(form.get("intent")))
    return answerEngagementPanel({
      desk,
      context: args.context,
      inquiryId: id,
      staffId: session.staff.id,
      form,
    });
  const submission = parseWithSchema(form, inquiryForms);
  if (submission.status !== "success") return data(refused(submission), { status: 400 });
  const value = submission.value;
  const intent = value.intent;
  const staffId = session.staff.id;
  const ok = (message: string): DeskAnswer => ({ ok: true, intent, message });
  const notDone = (message: string, status: number) =>
    data({ ok: false, intent, message } satisfies DeskAnswer, { status });
  switch (value.intent) {
    case "status": {
      const result = desk.inquiries.setStatus(id, value.status, staffId);
      if (!result.ok) return notDone(result.reason, 409);
      return ok(`Marked ${statusLabel(value.status)}.`);
    }
    case "note": {
      if (!desk.followUps.addNote(id, staffId, value.note ?? "", value.followUpOn ?? null))
        throw data("Not found", { status: 404 });
      return ok(
        value.followUpOn
          ? `Note added, follow up by ${formatIsoDay(value.followUpOn)}.`
          : "Note added.",
      );
    }
    case "follow-up": {
      if (!desk.followUps.setDate(id, staffId, value.followUpOn))
        throw data("Not found", { status: 404 });
      return ok(`Follow-up set for ${formatIsoDay(value.followUpOn)}.`);
    }
    case "follow-up-done": {
      if (desk.followUps.complete(id, staffId) === 0)
        return notDone("There is no follow-up to mark done.", 409);
      return ok("Follow-up done.");
    }
    case "assign": {
      const assigned = desk.inquiries.assign(id, value.assignee, staffId);
      if (assigned === "missing") throw data("Not found", { status: 404 });
      if (assigned === "refused") return notDone("That person cannot be assigned.", 400);
      return ok(value.assignee === null ? "Unassigned." : "Assigned.");
    }
    case "reply": {
      if (!desk.settings.notificationsOn)
        return notDone(
          "Sending e-mail from the desk is not set up on this website, so the reply was not sent.",
          409,
        );
      const queued = desk.replies.queue(id, staffId, {
        template: value.template || null,
        fromAddress: desk.settings.replyFrom ?? firm.email,
        subject: value.subject,
        body: value.body,
      });
      if (!queued) throw data("Not found", { status: 404 });
      desk.wakeOutbox();
      return ok(
        queued.firstReply
          ? "Sent: the reply is in the outbox; it is the first reply, so the inquiry is now Contacted."
          : "Sent: the reply is in the outbox.",
      );
    }
    case "resend-reply": {
      if (!desk.replies.sendAgain(Number(value.reply), id, staffId))
        return notDone("That reply cannot be sent again.", 409);
      desk.wakeOutbox();
      return ok("The reply will be sent again now.");
    }
    case "retry": {
      if (!desk.inquiries.retryDelivery(id, staffId))
        return notDone("There is no failed notification to retry.", 409);
      desk.wakeOutbox();
      return ok("The notification e-mail will be sent again now.");
    }
    case "delete": {
      if (!desk.inquiries.delete(id, staffId, "deleted from the desk"))
        throw data("Not found", { status: 404 });
      return redirect(`/desk?deleted=${id}`);
    }
  }
}

const sectionTitle = "text-xl font-semibold";

/** A form of one field whose change is the action (WCAG 3.2.2: the label says so). */
function useAutoSubmit() {
  const fetcher = useFetcher<DeskAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  // A choice made while the page showed but before its scripts ran has no button to send it (the
  // button is for visitors without scripting) and no handler yet: the field shows the choice, so
  // it is sent as soon as the scripts run, instead of being lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page first runs
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if ([...form.elements].some(changedSinceLoad) && form.checkValidity()) fetcher.submit(form);
  }, []);
  return {
    fetcher,
    formRef,
    submitOnChange: (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
      const form = event.currentTarget.form;
      if (form && event.currentTarget.checkValidity()) fetcher.submit(form);
    },
  };
}

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry: i, delivery, moves, staff, activity, thread, followUp } = loaderData;
  const navigate = useNavigate();
  // One fetcher for the page's forms; without JavaScript they post as plain forms.
  const fetcher = useFetcher<DeskAnswer>();
  const assign = useAutoSubmit();
  const follow = useAutoSubmit();
  const busy = fetcher.state !== "idle";
  // The page's sentence is the answer to the last action, whichever form sent it; a new inquiry
  // (next, previous) starts without one.
  const [latest, setLatest] = useState(actionData as DeskAnswer | undefined);
  useEffect(() => {
    if (fetcher.data) setLatest(fetcher.data);
  }, [fetcher.data]);
  useEffect(() => {
    if (assign.fetcher.data) setLatest(assign.fetcher.data);
  }, [assign.fetcher.data]);
  useEffect(() => {
    if (follow.fetcher.data) setLatest(follow.fetcher.data);
  }, [follow.fetcher.data]);
  const shownId = useRef(i.id);
  useEffect(() => {
    if (shownId.current !== i.id) setLatest(undefined);
    shownId.current = i.id;
  }, [i.id]);
  // The reply composer and the documents panel show their own answers, next to their forms.
  const result =
    latest?.intent !== "reply" && !isDocumentIntent(latest?.intent) ? latest : undefined;
  const helpRef = useRef<HTMLDialogElement>(null);
  const intake = i.intake;
  // A status key posts with this rendering's key, like the forms of the page.
  const submissionKey = useSubmissionKey();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event)) return;
      if (document.querySelector("dialog[open]")) return;
      const status = statusForKey(event.key);
      if (event.key === "j" && loaderData.next) navigate(loaderData.next);
      else if (event.key === "k" && loaderData.previous) navigate(loaderData.previous);
      else if (event.key === "u") navigate(loaderData.listHref);
      else if (event.key === "?") helpRef.current?.showModal();
      else if (event.key === "r" || event.key === "/") {
        // The reply's message (docs/DESK.md#keyboard); a selector list would pick whichever comes
        // first on the page, the template choice above it.
        const field =
          document.querySelector<HTMLElement>("#reply textarea") ??
          document.querySelector<HTMLElement>("#reply select");
        if (!field) return;
        document.getElementById("reply")?.scrollIntoView();
        field.focus();
      } else if (status && loaderData.moves.some((m) => m.value === status))
        fetcher.submit(withSubmissionKey({ intent: "status", status }, submissionKey), {
          method: "post",
        });
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [
    navigate,
    fetcher.submit,
    loaderData.next,
    loaderData.previous,
    loaderData.listHref,
    loaderData.moves,
    submissionKey,
  ]);

  return (
    <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <nav
        aria-label="Inquiries in this list"
        className="sticky top-4 hidden max-h-[calc(100vh-2rem)] overflow-y-auto rounded-card border border-line bg-white p-2 lg:block"
      >
        <ol className="divide-y divide-line">
          {loaderData.list.map((row) => (
            <li key={row.id}>
              <InboxRowLink row={row} href={row.href} current={row.id === i.id} compact />
            </li>
          ))}
        </ol>
      </nav>
      <article className="min-w-0 space-y-4">
        <nav aria-label="Inquiry" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <Link
            to={loaderData.listHref}
            className="min-h-11 content-center font-semibold text-ink-700 underline"
          >
            ← Inbox
          </Link>
          {loaderData.previous ? (
            <Link
              to={loaderData.previous}
              rel="prev"
              className="min-h-11 content-center font-semibold text-ink-700 underline"
            >
              Previous
            </Link>
          ) : null}
          {loaderData.next ? (
            <Link
              to={loaderData.next}
              rel="next"
              className="min-h-11 content-center font-semibold text-ink-700 underline"
            >
              Next
            </Link>
          ) : null}
          <KeyboardHelp dialogRef={helpRef} />
        </nav>
        <header>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl md:text-3xl">{i.name}</h1>
            <StatusBadge status={i.status} label={i.statusLabel} />
            {i.suspectedSpam ? (
              <span className="rounded-pill bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700">
                Suspected spam
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-body">
            #{i.id} · {i.area} · received {i.received}
            {i.waited ? (
              <span className={`font-semibold ${i.overdue ? "text-danger-700" : "text-muted"}`}>
                {" "}
                · {i.waited}
                {i.overdue ? " (more than one business day)" : ""}
              </span>
            ) : null}
          </p>
          {i.firstReply ? (
            <p className="mt-1 text-sm text-muted">First reply: {i.firstReply}</p>
          ) : null}
        </header>

        <section aria-label="Actions" className="space-y-3">
          <fetcher.Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="status" />
            <SubmissionKey />
            <a href="#reply" className={deskButton.primary}>
              Reply
            </a>
            {moves.map((m) => (
              <button
                key={m.value}
                type="submit"
                name="status"
                value={m.value}
                className={deskButton.secondary}
                disabled={busy}
              >
                Mark {m.label}
              </button>
            ))}
          </fetcher.Form>
          <div className="flex flex-wrap items-end gap-3">
            <AssignForm
              key={i.assignedId ?? "none"}
              fetcher={assign.fetcher}
              answer={assign.fetcher.data ?? (actionData as DeskAnswer | undefined)}
              assignedId={i.assignedId}
              staff={staff}
              onChange={assign.submitOnChange}
              formRef={assign.formRef}
            />
            <follow.fetcher.Form
              method="post"
              className="flex items-end gap-2"
              ref={follow.formRef}
            >
              <input type="hidden" name="intent" value="follow-up" />
              <SubmissionKey />
              <label className="block">
                <span className="text-sm font-semibold">Follow up on</span>
                <input
                  type="date"
                  name="followUpOn"
                  min={loaderData.today}
                  defaultValue={followUp?.on ?? ""}
                  key={followUp?.on ?? "none"}
                  className={deskInput}
                  onChange={follow.submitOnChange}
                />
              </label>
              <button type="submit" className={`${deskButton.secondary} no-js-only`}>
                Set
              </button>
            </follow.fetcher.Form>
            {followUp ? (
              <fetcher.Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value="follow-up-done" />
                <SubmissionKey />
                <span
                  className={`min-h-11 content-center text-sm font-semibold ${followUp.label.due ? "text-danger-700" : "text-muted"}`}
                >
                  {followUp.label.label}
                </span>
                <button type="submit" className={deskButton.secondary} disabled={busy}>
                  Mark follow-up done
                </button>
              </fetcher.Form>
            ) : null}
          </div>
        </section>

        <div aria-live="polite">
          {result ? (
            <p
              role={result.ok ? "status" : "alert"}
              className={`rounded-card p-3 font-semibold ${result.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700"}`}
            >
              {result.message}
            </p>
          ) : null}
        </div>

        <InquiryContents
          bookings={loaderData.bookings.length}
          documents={loaderData.documents !== null}
          intake={
            intake.conflictNames !== undefined ||
            intake.keyDate !== undefined ||
            intake.consent !== undefined
          }
        />

        {/* Below the contents, which stay on a phone's first screen (docs/DESK.md#an-inquiry). */}
        <ClientJourneySummary journey={loaderData.journey} />
        <InquiryBookings bookings={loaderData.bookings} />
        {loaderData.sameAddress.map((l) => (
          // docs/BOOKING.md#an-address-proves-itself: staff merge on the booking's page.
          <p key={l.bookingId} className={`${deskCard} mt-4 border-brass-500/60`} data-same-address>
            <strong>{l.summary}.</strong>{" "}
            <Link
              to={`/desk/bookings/${l.bookingId}`}
              className="font-semibold text-ink-800 underline"
            >
              Booking #{l.bookingId}
            </Link>{" "}
            can be merged into it there.
          </p>
        ))}

        <div className="grid gap-4 xl:grid-cols-[1.4fr_1fr] xl:items-start">
          <div className="space-y-4">
            <section id="thread" aria-labelledby="thread-heading" className={deskCard}>
              <h2 id="thread-heading" className={sectionTitle}>
                Conversation
              </h2>
              <ol className="mt-3 space-y-3">
                <li className="rounded-lg bg-ink-50 p-3">
                  <p className="text-xs font-semibold text-muted">
                    {i.name} wrote, {i.received}
                  </p>
                  {/* Shown as text, never as HTML: React escapes it. */}
                  <p className="mt-1 whitespace-pre-wrap break-words" data-message>
                    {i.message}
                  </p>
                </li>
                {thread.map((r) => (
                  <li key={r.id} className="rounded-lg border border-line p-3" data-reply>
                    <p className="text-xs font-semibold text-muted">
                      {r.by} replied, {r.at} ·{" "}
                      <span className={r.sent ? "text-success-700" : "text-danger-700"}>
                        {r.status}
                      </span>
                    </p>
                    <p className="mt-1 font-semibold">{r.subject}</p>
                    <p className="mt-1 whitespace-pre-wrap break-words">{r.body}</p>
                    {r.canResend ? (
                      <fetcher.Form method="post" className="mt-2">
                        <input type="hidden" name="intent" value="resend-reply" />
                        <SubmissionKey />
                        <input type="hidden" name="reply" value={r.id} />
                        <button type="submit" className={deskButton.secondary} disabled={busy}>
                          Send this reply again
                        </button>
                      </fetcher.Form>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>

            <ReplyComposer
              {...loaderData.reply}
              pageAnswer={actionData as DeskAnswer | undefined}
            />

            {intake.conflictNames !== undefined ||
            intake.keyDate !== undefined ||
            intake.consent !== undefined ? (
              <section id="intake" aria-labelledby="intake-heading" className={deskCard}>
                <h2 id="intake-heading" className={sectionTitle}>
                  Intake
                </h2>
                <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
                  {intake.conflictNames !== undefined ? (
                    <>
                      <dt className="font-semibold">Others involved (conflict check)</dt>
                      <dd className="whitespace-pre-wrap">
                        {intake.conflictNames || "None given"}
                      </dd>
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

            <section id="notes" aria-labelledby="notes-heading" className={deskCard}>
              <h2 id="notes-heading" className={sectionTitle}>
                Notes
              </h2>
              {i.notes.length ? (
                <ul className="mt-3 space-y-3">
                  {i.notes.map((n) => (
                    <li key={n.id} className="rounded-lg bg-ink-50 p-3">
                      <p className="text-xs font-semibold text-muted">
                        {n.by}, {n.at}
                        {n.followUp ? ` · ${n.followUp}` : ""}
                      </p>
                      {n.body ? (
                        <p className="mt-1 whitespace-pre-wrap break-words">{n.body}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-muted">No notes yet.</p>
              )}
              <NoteForm
                key={i.notes.length}
                fetcher={fetcher}
                answer={fetcher.data ?? (actionData as DeskAnswer | undefined)}
                today={loaderData.today}
              />
            </section>
            <InquiryDocumentsPanel
              view={loaderData.documents}
              pageAnswer={actionData as DeskAnswer | undefined}
            />
            <InquiryIntakePanel
              view={loaderData.intake}
              pageAnswer={actionData as DeskAnswer | undefined}
            />
            <InquiryEngagementPanel
              view={loaderData.engagement}
              pageAnswer={actionData as DeskAnswer | undefined}
            />
          </div>

          <div className="space-y-4">
            <ClientJourneyTimeline journey={loaderData.journey} />
            <section id="contact" aria-labelledby="contact-heading" className={deskCard}>
              <h2 id="contact-heading" className={sectionTitle}>
                Contact details
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
                <a className={deskButton.secondary} href={loaderData.replyHref}>
                  E-mail {i.name}
                </a>
                {i.phone ? (
                  <a
                    className={deskButton.secondary}
                    href={`tel:${i.phone.replace(/[^0-9+]/g, "")}`}
                  >
                    Call {i.phone}
                  </a>
                ) : null}
              </div>
            </section>

            <section aria-labelledby="delivery-heading" className={deskCard}>
              <h2 id="delivery-heading" className={sectionTitle}>
                Notification e-mail
              </h2>
              <p className="mt-2 text-sm">{delivery}</p>
              {loaderData.canRetry && loaderData.notificationsOn ? (
                <fetcher.Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="retry" />
                  <SubmissionKey />
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
                <DeleteForm
                  fetcher={fetcher}
                  answer={fetcher.data ?? (actionData as DeskAnswer | undefined)}
                  inquiryId={i.id}
                />
              </details>
            </section>

            <section id="activity" aria-labelledby="activity-heading" className={deskCard}>
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
    </div>
  );
}

type InquiryFetcher = ReturnType<typeof useFetcher<DeskAnswer>>;

/** The action's answer to this form (by its intent), for Conform to show its field errors. */
function replyTo(answer: DeskAnswer | undefined, intent: string) {
  return answer?.intent === intent ? answer.result : undefined;
}

/** A note, which may carry a follow-up date (docs/DESK.md#follow-ups). */
function NoteForm({
  fetcher,
  answer,
  today,
}: {
  fetcher: InquiryFetcher;
  answer?: DeskAnswer;
  today: string;
}) {
  const [form, fields] = useSchemaForm<{ note: string; followUpOn: string }>(inquiryForms, {
    id: "note-form",
    lastResult: replyTo(answer, "note"),
  });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="note" />
      <SubmissionKey />
      <TextareaField
        field={fields.note}
        label="Add a note"
        appearance="desk"
        rows={3}
        maxLength={noteMaxLength}
      />
      <TextField
        field={fields.followUpOn}
        type="date"
        label="Follow up on"
        mark="optional"
        appearance="desk"
        className="max-w-60"
        hint={`Today or later (today is ${formatIsoDay(today)}).`}
      />
      <button type="submit" className={deskButton.primary} disabled={fetcher.state !== "idle"}>
        Add note
      </button>
    </fetcher.Form>
  );
}

/** Who works the inquiry: choosing the person is the action (no separate Save with scripting). */
function AssignForm({
  fetcher,
  answer,
  assignedId,
  staff,
  onChange,
  formRef,
}: {
  fetcher: InquiryFetcher;
  answer?: DeskAnswer;
  assignedId: number | null;
  staff: { id: number; name: string }[];
  onChange: (event: { currentTarget: HTMLSelectElement }) => void;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const [form, fields] = useSchemaForm<{ assignee: string }>(inquiryForms, {
    id: "assign-form",
    lastResult: replyTo(answer, "assign"),
    defaultValue: { assignee: String(assignedId ?? "") },
  });
  return (
    <fetcher.Form
      method="post"
      className="flex items-end gap-2"
      {...getFormProps(form)}
      ref={formRef}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) onChange({ currentTarget: event.target });
      }}
    >
      <input type="hidden" name="intent" value="assign" />
      <SubmissionKey />
      <SelectField
        field={fields.assignee}
        label="Assigned to"
        appearance="desk"
        placeholder="Unassigned"
        options={staff.map((s) => ({ value: String(s.id), label: s.name }))}
      />
      <button type="submit" className={`${deskButton.secondary} no-js-only`}>
        Assign
      </button>
    </fetcher.Form>
  );
}

function DeleteForm({
  fetcher,
  answer,
  inquiryId: id,
}: {
  fetcher: InquiryFetcher;
  answer?: DeskAnswer;
  inquiryId: number;
}) {
  const [form, fields] = useSchemaForm<{ confirm: string }>(inquiryForms, {
    id: "delete-form",
    lastResult: replyTo(answer, "delete"),
  });
  return (
    <fetcher.Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="delete" />
      <SubmissionKey />
      <CheckboxField
        field={fields.confirm}
        value="yes"
        required
        appearance="desk"
        label={`I understand that the message, its notes and status are deleted for good. The audit log keeps only that inquiry #${id} existed and was deleted.`}
      />
      <button type="submit" className={deskButton.danger} disabled={fetcher.state !== "idle"}>
        Delete inquiry #{id}
      </button>
    </fetcher.Form>
  );
}
