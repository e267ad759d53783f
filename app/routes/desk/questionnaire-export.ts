import { firm } from "~/content/firm";
import { requireStaff } from "~/desk/desk-guard";
import { formatDateTime } from "~/desk/desk-time";
import { answerReport } from "~/intake/answer-report";
import { answersPdf } from "~/intake/answers-pdf.server";
import { deskQuestionnaire } from "~/intake/desk-intake.server";
import type { Route } from "./+types/questionnaire-export";

/**
 * A questionnaire's answers as a file (docs/INTAKE.md#in-the-desk): `answers.json` (the answers as
 * stored, and as read), or `answers.pdf`. Never cached; every export is audited.
 */
export async function loader(args: Route.LoaderArgs) {
  const { desk, session } = requireStaff(args);
  // One module, two routes (app/desk/desk-routes.ts): which one, from the matched path.
  const format = new URL(args.request.url).pathname.endsWith(".pdf")
    ? "answers.pdf"
    : "answers.json";
  const q = deskQuestionnaire(
    desk,
    args.context.intake,
    args.params.id,
    session.staff.id,
    "exported-questionnaire",
  );
  const report = answerReport(q.questionnaire, q.answers);
  const name = `questionnaire-${q.row.id}-inquiry-${q.row.messageId}`;
  const headers = (type: string, extension: string) => ({
    "Content-Type": type,
    "Content-Disposition": `attachment; filename="${name}.${extension}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (format === "answers.json")
    return new Response(
      JSON.stringify(
        {
          questionnaire: q.questionnaire.id,
          title: q.row.title,
          inquiry: q.row.messageId,
          client: q.client,
          sentAt: new Date(q.row.createdAt).toISOString(),
          completedAt: q.row.completedAt ? new Date(q.row.completedAt).toISOString() : null,
          exportedAt: new Date().toISOString(),
          answers: q.answers,
          report,
        },
        null,
        2,
      ),
      { headers: headers("application/json; charset=utf-8", "json") },
    );
  const pdf = await answersPdf({
    firmName: firm.name,
    title: q.row.title,
    client: q.client,
    reference: `Questionnaire #${q.row.id}, inquiry #${q.row.messageId}`,
    report,
    generatedAt: formatDateTime(Date.now()),
  });
  return new Response(new Uint8Array(pdf), { headers: headers("application/pdf", "pdf") });
}
