import { getFormProps } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { agendaForms } from "~/booking/desk-booking-forms";
import { agenda, blockSpan } from "~/booking/desk-bookings.server";
import { feedOwner, ownsFeed } from "~/booking/feed-owner";
import { AgendaDay } from "~/components/desk/agenda-day";
import { PageAnswer } from "~/components/desk/answer-status";
import { CalendarFeeds } from "~/components/desk/calendar-feeds";
import { deskButton, deskCard } from "~/components/desk/desk-button";
import { SubmissionKey } from "~/components/desk/submission-key";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import type { LawyerKey } from "~/content/firm";
import { type DeskAnswer, noForm, refused } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { actOnce } from "~/desk/desk-once.server";
import { formatDateTime } from "~/desk/desk-time";
import type { Route } from "./+types/agenda";

export const meta = () => deskMeta("Agenda");

function bookingOf(context: Route.LoaderArgs["context"]) {
  if (!context.booking) throw data("Booking is not available on this server.", { status: 503 });
  return context.booking;
}

/** The agenda (docs/DESK.md#bookings): the next seven days, what waits for a decision, blocked time, feeds. */
export function loader(args: Route.LoaderArgs) {
  const { session } = requireStaff(args);
  const booking = bookingOf(args.context);
  const search = new URL(args.request.url).searchParams;
  // `week` is the older name of `from`, kept so links already shared still open on their day.
  const from = search.get("from") ?? search.get("week");
  const view = agenda(booking.service, Date.now(), from);
  return {
    ...view,
    // Only the lawyer manages the feed; others see whether it is on (docs/DESK.md#calendar-feeds).
    feeds: view.feeds.map((f) => ({
      ...f,
      since: f.since === null ? null : formatDateTime(f.since),
      mine: ownsFeed(f.lawyer, session.staff.email),
    })),
  };
}

/** A sentence for the page; a new feed's address is shown once, with it. */
type AgendaAnswer = DeskAnswer & { feedUrl?: string };

export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  // The same post twice acts once (docs/DESK.md#every-action-once); a new feed's answer holds its
  // secret link, which is never kept.
  return actOnce(
    {
      desk,
      staffId: session.staff.id,
      request: args.request,
      url: args.url,
      unless: (form) => form.get("intent") === "create-feed",
    },
    () => agendaAction(args, session.staff),
  );
}

async function agendaAction(args: Route.ActionArgs, staff: { id: number; email: string }) {
  const staffId = staff.id;
  const booking = bookingOf(args.context);
  const form = await readFormData(args.request);
  if (!form) return data<AgendaAnswer>(noForm, { status: 400 });
  const submission = parseWithSchema(form, agendaForms);
  if (submission.status !== "success")
    return data<AgendaAnswer>(refused(submission), { status: 400 });
  const input = submission.value;
  switch (input.intent) {
    case "block": {
      const [start, end] = blockSpan(input.date, input.from, input.to);
      booking.service.block(input.lawyer, start, end, input.reason ?? null, staffId);
      return data<AgendaAnswer>({
        ok: true,
        message: "The time is blocked: no consultation is offered in it.",
      });
    }
    case "unblock":
      return booking.service.unblock(input.block, staffId)
        ? data<AgendaAnswer>({ ok: true, message: "The blocked time is free again." })
        : data<AgendaAnswer>(
            { ok: false, message: "That block no longer exists." },
            { status: 404 },
          );
    case "create-feed": {
      const token = booking.service.createFeed(input.lawyer, staff);
      if (!token) return notYourFeed(input.lawyer);
      return data<AgendaAnswer>({
        ok: true,
        message:
          "A new calendar feed address is ready. Copy it now: it is shown only once. Any earlier address stopped working.",
        feedUrl: `${booking.mail.siteUrl}/calendar/${token}.ics`,
      });
    }
    case "revoke-feed":
      if (!ownsFeed(input.lawyer, staff.email)) return notYourFeed(input.lawyer);
      booking.service.revokeFeed(input.lawyer, staff);
      return data<AgendaAnswer>({
        ok: true,
        message: "The calendar feed is off: its address no longer works.",
      });
  }
}

/** A feed is the lawyer's own: anyone else is refused (HTTP 403), the address never shown. */
function notYourFeed(lawyer: LawyerKey) {
  const name = feedOwner(lawyer)?.name ?? "the lawyer";
  return data<AgendaAnswer>(
    {
      ok: false,
      message: `This calendar feed is ${name}'s: only ${name}, signed in to the desk, can turn it on, make a new address or turn it off.`,
    },
    { status: 403 },
  );
}

export default function Agenda({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as AgendaAnswer | undefined;
  const { days, held, blocks, feeds, lawyers } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl">Agenda</h1>
        <nav aria-label="Days" className="flex flex-wrap gap-2">
          {loaderData.previous ? (
            <Link to={`/desk/agenda?from=${loaderData.previous}`} className={deskButton.secondary}>
              Seven days before
            </Link>
          ) : null}
          {loaderData.isFromToday ? null : (
            <Link to="/desk/agenda" className={deskButton.secondary}>
              From today
            </Link>
          )}
          <Link to={`/desk/agenda?from=${loaderData.next}`} className={deskButton.secondary}>
            Next seven days
          </Link>
        </nav>
      </div>

      <PageAnswer answer={answer} className={`${deskCard} mt-4`}>
        {answer?.feedUrl ? (
          <p className="mt-2 break-all font-mono text-sm" data-feed-url>
            {answer.feedUrl}
          </p>
        ) : null}
      </PageAnswer>

      {held.length ? (
        <section aria-labelledby="held-heading" className={`${deskCard} mt-6`}>
          <h2 id="held-heading" className="text-xl">
            Conflict check to settle ({held.length})
          </h2>
          <p className="mt-1 text-sm text-muted">
            The conflict check found a possible match. The client was confirmed like anyone else and
            told nothing: keep or decline each within one business day, and before it starts.
          </p>
          <ul className="mt-3 divide-y divide-line">
            {held.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  to={`/desk/bookings/${b.id}`}
                  className="font-semibold text-ink-800 underline"
                >
                  {b.day}, {b.time}: {b.client}
                </Link>
                <span className="text-sm text-muted">{b.lawyer}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="week-heading" className="mt-6">
        <h2 id="week-heading" className="text-xl">
          {loaderData.isFromToday
            ? "Today and the next six days"
            : `Seven days from ${days[0]?.label ?? loaderData.first}`}
        </h2>
        <div className="mt-3 space-y-4">
          {days.map((day) => (
            <AgendaDay key={day.date} day={day} />
          ))}
        </div>
      </section>

      <section aria-labelledby="block-heading" className={`${deskCard} mt-6`}>
        <h2 id="block-heading" className="text-xl">
          Block time
        </h2>
        <p className="mt-1 text-sm text-muted">
          No consultation is offered in blocked time. Bookings already in it stay: move them from
          their page.
        </p>
        <BlockForm key={answer?.ok ? answer.message : "block"} answer={answer} lawyers={lawyers} />
        {blocks.length ? (
          <ul className="mt-4 divide-y divide-line" aria-label="Blocked time">
            {blocks.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-semibold">{b.lawyer}</span>: {b.when}
                  {b.reason ? <span className="text-muted"> ({b.reason})</span> : null}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="unblock" />
                  <SubmissionKey />
                  <input type="hidden" name="block" value={b.id} />
                  <button type="submit" className={deskButton.secondary}>
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <CalendarFeeds feeds={feeds} />
    </>
  );
}

/** Blocking time for one lawyer (docs/DESK.md#bookings). */
function BlockForm({
  answer,
  lawyers,
}: {
  answer?: AgendaAnswer;
  lawyers: { key: string; name: string }[];
}) {
  const [form, fields] = useSchemaForm<{
    lawyer: string;
    date: string;
    from: string;
    to: string;
    reason: string;
  }>(agendaForms, {
    lastResult: answer?.intent === "block" ? answer.result : undefined,
    defaultValue: { lawyer: lawyers[0]?.key, from: "09:00", to: "17:00" },
  });
  return (
    <Form
      method="post"
      className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="block" />
      <SubmissionKey />
      <SelectField
        field={fields.lawyer}
        label="Who"
        appearance="desk"
        options={lawyers.map((l) => ({ value: l.key, label: l.name }))}
      />
      <TextField field={fields.date} label="Date" type="date" required appearance="desk" />
      <TextField
        field={fields.from}
        label="From (Toronto time)"
        type="time"
        required
        appearance="desk"
      />
      <TextField
        field={fields.to}
        label="To (Toronto time)"
        type="time"
        required
        appearance="desk"
      />
      <TextField
        field={fields.reason}
        label="Reason (optional, staff only)"
        maxLength={200}
        appearance="desk"
      />
      <div className="sm:col-span-2 lg:col-span-5">
        <button type="submit" className={deskButton.primary}>
          Block this time
        </button>
      </div>
    </Form>
  );
}
