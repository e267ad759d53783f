import { getFormProps } from "@conform-to/react";
import { data, useFetcher } from "react-router";
import { deskButton, deskCard } from "~/components/desk/desk-button";
import { StatusBadge } from "~/components/desk/status-badge";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { TextField } from "~/components/forms/text-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { firm } from "~/content/firm";
import { isUpcoming } from "~/db/bookings.server";
import {
  type DeskAnswer,
  noForm,
  privacyDeletionForm,
  privacyLookupForm,
  refused,
} from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { summarize } from "~/desk/desk-labels";
import { deskMeta } from "~/desk/desk-meta";
import { formatDateTime } from "~/desk/desk-time";
import type { Route } from "./+types/privacy";

export const meta = () => deskMeta("Privacy requests");

export function loader(args: Route.LoaderArgs) {
  const { desk } = requireStaff(args);
  const params = new URL(args.request.url).searchParams;
  // The same schema as the form; an address left empty is no search yet, not a mistake.
  const lookup = params.get("email")?.trim() ? parseWithSchema(params, privacyLookupForm) : null;
  const email = lookup?.status === "success" ? lookup.value.email : "";
  const now = Date.now();
  // Consultations booked from the address are exported and deleted with its inquiries.
  const booked = email ? (args.context.booking?.service.bookings.byEmail(email) ?? []) : [];
  const found = email
    ? desk.inquiries.idsForEmail(email).flatMap((id) => {
        const i = desk.inquiries.get(id);
        const consultations = booked.filter((b) => b.messageId === id).length;
        return i ? [{ ...summarize(i, now), noteCount: i.notesList.length, consultations }] : [];
      })
    : [];
  // Consultations still to come are named before deleting: the client is not told
  // (docs/DESK.md#5-answering-a-privacy-request).
  const upcoming = booked
    .filter((b) => isUpcoming(b) && b.endsAt > now)
    .map((b) => ({
      id: b.id,
      when: formatDateTime(b.startsAt),
      lawyer: firm.lawyers.find((l) => l.key === b.lawyer)?.name ?? b.lawyer,
    }));
  return {
    email,
    lookup: lookup && lookup.status !== "success" ? lookup.reply() : undefined,
    found,
    upcoming,
    retentionDays: desk.settings.retentionDays,
  };
}

/** Deletes everything held about one address, at the person's request (PIPEDA, Principle 4.5.3). */
export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const form = await readFormData(args.request);
  if (!form) return data(noForm, { status: 400 });
  const submission = parseWithSchema(form, privacyDeletionForm);
  if (submission.status !== "success") return data(refused(submission), { status: 400 });
  const { email } = submission.value;
  // The address's consultations go too (docs/BOOKING.md#privacy): those of its inquiries with
  // them, and any other booked with it.
  const bookings = args.context.booking?.service.bookings;
  const held = bookings?.byEmail(email) ?? [];
  const consultations = held.length;
  const now = Date.now();
  const upcoming = held.filter((b) => isUpcoming(b) && b.endsAt > now).length;
  bookings?.deleteByEmail(email);
  const ids = desk.inquiries.deleteEmail(email, session.staff.id);
  // Their documents' stored files go now, not at the next pass (docs/DOCUMENTS.md#retention).
  if (ids.length) args.context.documents?.wake();
  const booked = consultations
    ? ` and ${consultations} ${consultations === 1 ? "consultation" : "consultations"}`
    : "";
  const untold = upcoming
    ? ` ${upcoming === 1 ? "The upcoming consultation was" : `The ${upcoming} upcoming consultations were`} removed without telling the client.`
    : "";
  const answer: DeskAnswer = {
    ok: true,
    message: `${
      ids.length
        ? `Deleted ${ids.length} ${ids.length === 1 ? "inquiry" : "inquiries"} (${ids.map((i) => `#${i}`).join(", ")}), their notes${booked}.`
        : consultations
          ? `Deleted ${consultations} ${consultations === 1 ? "consultation" : "consultations"}.`
          : "Nothing was held about this address."
    }${untold}`,
  };
  return answer;
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { email, lookup, found, upcoming, retentionDays } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data ?? actionData;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl">Privacy requests</h1>
      <p className="max-w-prose">
        When someone asks what the firm holds about them, or asks for it to be deleted, find their
        e-mail address here. Export the data as JSON or CSV to send them, or delete it. Inquiries
        are also deleted automatically {retentionDays} days after they arrive.
      </p>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-card p-3 font-semibold ${result.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700"}`}
        >
          {result.message}
        </p>
      ) : null}
      <FindForm key={email} email={email} lookup={lookup} />

      {email ? (
        <section aria-labelledby="found-heading" className={deskCard}>
          <h2 id="found-heading" className="text-xl font-semibold">
            {found.length === 0
              ? "Nothing is held about this address"
              : `${found.length} ${found.length === 1 ? "inquiry" : "inquiries"} from this address`}
          </h2>
          {found.length ? (
            <>
              <ul className="mt-3 space-y-2">
                {found.map((i) => (
                  <li key={i.id} className="flex flex-wrap items-center gap-2">
                    <a
                      className="font-semibold text-ink-700 underline"
                      href={`/desk/inquiries/${i.id}`}
                    >
                      #{i.id} {i.name}
                    </a>
                    <StatusBadge status={i.status} label={i.statusLabel} />
                    <span className="text-sm text-muted">
                      {i.area}, received {i.received}
                      {i.noteCount ? `, ${i.noteCount} note${i.noteCount === 1 ? "" : "s"}` : ""}
                      {i.consultations
                        ? `, ${i.consultations} consultation${i.consultations === 1 ? "" : "s"}`
                        : ""}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex flex-wrap gap-3">
                {(["json", "csv"] as const).map((format) => (
                  <form key={format} method="post" action="/desk/privacy/export">
                    <input type="hidden" name="email" value={email} />
                    <input type="hidden" name="format" value={format} />
                    <button type="submit" className={deskButton.secondary}>
                      Export as {format.toUpperCase()}
                    </button>
                  </form>
                ))}
              </div>
              <details className="mt-4">
                <summary className="cursor-pointer font-semibold text-danger-700">
                  Delete everything about this address
                </summary>
                <DeletionForm
                  fetcher={fetcher}
                  answer={result}
                  email={email}
                  count={found.length}
                  upcoming={upcoming}
                />
              </details>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function DeletionForm({
  fetcher,
  answer,
  email,
  count,
  upcoming,
}: {
  fetcher: ReturnType<typeof useFetcher<typeof action>>;
  answer?: DeskAnswer;
  email: string;
  count: number;
  upcoming: UpcomingConsultation[];
}) {
  const [form, fields] = useSchemaForm<{ email: string; confirm: string }>(privacyDeletionForm, {
    lastResult: answer?.result,
  });
  return (
    <fetcher.Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="email" value={email} />
      <UpcomingConsultations upcoming={upcoming} />
      <CheckboxField
        field={fields.confirm}
        value="yes"
        required
        appearance="desk"
        label={`I understand that these ${count} inquiries, their notes and statuses${upcoming.length ? `, and the ${upcoming.length === 1 ? "upcoming consultation" : `${upcoming.length} upcoming consultations`} above, without telling the client,` : ""} are deleted for good. The audit log keeps only their numbers.`}
      />
      <button type="submit" className={deskButton.danger}>
        Delete {count} {count === 1 ? "inquiry" : "inquiries"}
      </button>
    </fetcher.Form>
  );
}

type UpcomingConsultation = { id: number; when: string; lawyer: string };

/**
 * The consultations still to come that a deletion removes. The client is not told: no
 * cancellation e-mail, and the invitation stays in their calendar (docs/DESK.md#5-answering-a-privacy-request).
 */
function UpcomingConsultations({ upcoming }: { upcoming: UpcomingConsultation[] }) {
  if (!upcoming.length) return null;
  return (
    <div className="max-w-prose space-y-2 rounded-lg border border-danger-700 p-3 text-sm">
      <p className="font-semibold">
        {upcoming.length === 1
          ? "This upcoming consultation is removed too:"
          : `These ${upcoming.length} upcoming consultations are removed too:`}
      </p>
      <ul className="list-disc pl-5">
        {upcoming.map((b) => (
          <li key={b.id}>
            <a className="text-ink-700 underline" href={`/desk/bookings/${b.id}`}>
              {b.when}, with {b.lawyer} (booking #{b.id})
            </a>
          </li>
        ))}
      </ul>
      <p>
        The client is not told: no cancellation e-mail is sent, and the invitation stays in their
        calendar. To tell them, open the consultation first and press Cancel the consultation (it
        e-mails them the cancellation and withdraws the invitation); once its page shows that e-mail
        sent, come back and delete.
      </p>
    </div>
  );
}

function FindForm({ email, lookup }: { email: string; lookup?: DeskAnswer["result"] }) {
  const [form, fields] = useSchemaForm<{ email: string }>(privacyLookupForm, {
    lastResult: lookup,
    defaultValue: { email },
  });
  return (
    <form
      method="get"
      className={`${deskCard} flex flex-wrap items-end gap-3`}
      {...getFormProps(form)}
    >
      <TextField
        field={fields.email}
        label="E-mail address"
        type="email"
        required
        maxLength={254}
        autoComplete="off"
        appearance="desk"
        className="min-w-0 flex-1"
      />
      <button type="submit" className={deskButton.primary}>
        Find
      </button>
    </form>
  );
}
