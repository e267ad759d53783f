/**
 * The actions on several inquiries at once from the desk's inbox (docs/DESK.md#actions-on-several-inquiries):
 * assign, change the status, mark as spam. Called by the inbox route's action after the session,
 * origin and once-only checks.
 */
import { data } from "react-router";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { bulkForms, type DeskAnswer, noForm, refused } from "~/desk/desk-forms";
import type { SignedIn } from "~/desk/desk-guard";
import { statusLabel } from "~/desk/inquiry-status";

export async function bulkAction(request: Request, { desk, session }: SignedIn) {
  const form = await readFormData(request);
  if (!form) return data(noForm, { status: 400 });
  const submission = parseWithSchema(form, bulkForms);
  if (submission.status !== "success") return data(refused(submission), { status: 400 });
  const value = submission.value;
  const ids = [...new Set(value.ids.map(Number))];
  const staffId = session.staff.id;
  let done = 0;
  const notChanged: string[] = [];
  for (const id of ids) {
    if (value.intent === "assign") {
      const result = desk.inquiries.assign(id, value.assignee, staffId);
      if (result === "refused")
        return data(
          {
            ok: false,
            intent: value.intent,
            message: "That person cannot be assigned.",
            result: submission.reply({ fieldErrors: { assignee: ["Choose a person."] } }),
          } satisfies DeskAnswer,
          { status: 400 },
        );
      if (result === "assigned") done++;
      else notChanged.push(`#${id} no longer exists`);
    } else {
      const to = value.intent === "spam" ? "spam" : value.status;
      const result = desk.inquiries.setStatus(id, to, staffId);
      if (result.ok) done++;
      else notChanged.push(`#${id}: ${result.reason}`);
    }
  }
  const inquiries = (n: number) => `${n} ${n === 1 ? "inquiry" : "inquiries"}`;
  const what =
    value.intent === "assign"
      ? value.assignee === null
        ? `Unassigned ${inquiries(done)}.`
        : `Assigned ${inquiries(done)} to ${desk.staff.activeStaff().find((s) => s.id === value.assignee)?.name ?? "them"}.`
      : value.intent === "spam"
        ? `Marked ${inquiries(done)} as spam.`
        : `Marked ${inquiries(done)} ${statusLabel(value.status)}.`;
  return {
    ok: notChanged.length === 0,
    intent: value.intent,
    message: notChanged.length ? `${what} Not changed: ${notChanged.join("; ")}.` : what,
    result: submission.reply({ resetForm: true }),
  } satisfies DeskAnswer;
}
