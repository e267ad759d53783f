import { Link } from "react-router";
import { deskCard } from "~/components/desk/desk-button";
import { auditSentence } from "~/desk/audit-sentences";
import { requireStaff } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { formatDateTime } from "~/desk/desk-time";
import type { Route } from "./+types/audit";

export const meta = () => deskMeta("Audit log");

const PAGE = 100;

export function loader(args: Route.LoaderArgs) {
  const { desk } = requireStaff(args);
  const raw = Number(new URL(args.request.url).searchParams.get("before"));
  const before = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const entries = desk.audit.entries({ before, limit: PAGE + 1 });
  const page = entries.slice(0, PAGE);
  return {
    entries: page.map((e) => ({
      id: e.id,
      at: formatDateTime(e.at),
      text: auditSentence(e),
      messageId: e.messageId,
      exists: e.inquiryExists,
    })),
    older: entries.length > PAGE ? page[page.length - 1]?.id : undefined,
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, older } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl">Audit log</h1>
      <p className="max-w-prose">
        Every sign-in, view of an inquiry, status change, note, export and deletion, newest first.
        Entries are never changed or removed; they hold inquiry numbers, not the sender’s details,
        so they stay after an inquiry is deleted.
      </p>
      <ol className={`${deskCard} divide-y divide-line`}>
        {entries.map((e) => (
          <li key={e.id} className="py-2 text-sm">
            <span className="block text-muted">{e.at}</span>
            <span>{e.text}</span>
            {e.messageId !== null ? (
              e.exists ? (
                <>
                  {" "}
                  <Link
                    className="font-semibold text-ink-700 underline"
                    to={`/desk/inquiries/${e.messageId}`}
                  >
                    Open #{e.messageId}
                  </Link>
                </>
              ) : (
                <span className="text-muted"> (since deleted)</span>
              )
            ) : null}
          </li>
        ))}
      </ol>
      {older ? (
        <Link className="font-semibold text-ink-700 underline" to={`/desk/audit?before=${older}`}>
          Older entries
        </Link>
      ) : null}
    </div>
  );
}
