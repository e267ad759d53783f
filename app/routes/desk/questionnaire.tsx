import { Link } from "react-router";
import { QuestionnaireReport } from "~/components/intake/questionnaire-report";
import { requireStaff } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { formatDateTime } from "~/desk/desk-time";
import { answerReport } from "~/intake/answer-report";
import { deskQuestionnaire } from "~/intake/desk-intake.server";
import type { Route } from "./+types/questionnaire";

export const meta = ({ data: d }: Route.MetaArgs) =>
  deskMeta(d ? `${d.title}: ${d.client}` : "Questionnaire");

/** One questionnaire's answers beside its inquiry, printable (docs/INTAKE.md#in-the-desk). */
export function loader(args: Route.LoaderArgs) {
  const { desk, session } = requireStaff(args);
  const q = deskQuestionnaire(
    desk,
    args.context.intake,
    args.params.id,
    session.staff.id,
    "viewed-questionnaire",
  );
  return {
    id: q.row.id,
    messageId: q.row.messageId,
    title: q.row.title,
    client: q.client,
    state: q.state,
    sent: formatDateTime(q.row.createdAt),
    report: answerReport(q.questionnaire, q.answers),
  };
}

export default function Questionnaire({ loaderData: d }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl space-y-6 print:max-w-none">
      <nav className="flex flex-wrap gap-4 text-sm print:hidden" aria-label="This questionnaire">
        <Link to={`/desk/inquiries/${d.messageId}#questionnaires`} className="underline">
          Back to inquiry #{d.messageId}
        </Link>
        <a href={`/desk/questionnaires/${d.id}/answers.json`} className="underline" download>
          Export as JSON
        </a>
        <a href={`/desk/questionnaires/${d.id}/answers.pdf`} className="underline">
          Export as PDF
        </a>
      </nav>
      <header>
        <h1 className="text-2xl font-semibold">
          {d.title}: {d.client}
        </h1>
        <p className="mt-1 text-sm text-muted">
          Questionnaire #{d.id} of inquiry #{d.messageId}, sent {d.sent}. {d.state}
        </p>
      </header>
      <QuestionnaireReport report={d.report} />
    </article>
  );
}
