import { Link } from "react-router";
import { deskCard } from "~/components/desk/desk-button";
import { requireStaff } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { formatDateTime } from "~/desk/desk-time";
import type { Route } from "./+types/documents";

export const meta = () => deskMeta("Missing documents");

/**
 * Across inquiries: every open document request with something still missing, sent back, or
 * received and waiting to be looked at, soonest due first (docs/DOCUMENTS.md#in-the-desk).
 */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const documents = args.context.documents;
  const now = Date.now();
  const rows = documents ? documents.requests.missingAcrossInquiries(now) : [];
  return {
    available: Boolean(documents),
    rows: rows.map((r) => ({
      ...r,
      due: r.dueAt ? formatDateTime(r.dueAt) : null,
      overdue: r.dueAt !== null && r.dueAt < now && r.missing + r.returned > 0,
    })),
  };
}

export default function MissingDocuments({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <h1 className="text-3xl">Missing documents</h1>
      {!d.available ? (
        <p className={deskCard}>Documents are not available on this server.</p>
      ) : d.rows.length === 0 ? (
        <p className={deskCard}>Nothing is missing: every open request is complete.</p>
      ) : (
        <ul className="space-y-3">
          {d.rows.map((r) => (
            <li key={r.requestId} className={`${deskCard} ${r.overdue ? "border-danger-700" : ""}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`/desk/inquiries/${r.messageId}#documents`}
                  className="font-semibold text-ink-900 underline underline-offset-4"
                >
                  #{r.messageId} {r.firstName} {r.lastName}: {r.title}
                </Link>
                <span
                  className={`text-sm ${r.overdue ? "font-semibold text-danger-700" : "text-muted"}`}
                >
                  {r.due ? `${r.overdue ? "Overdue since" : "Due"} ${r.due}` : "No due date"}
                </span>
              </div>
              <p className="mt-1 text-sm text-body">
                {r.missing} missing
                {r.returned ? `, ${r.returned} sent back` : ""}
                {r.received ? `, ${r.received} to look at` : ""} (of {r.total})
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
