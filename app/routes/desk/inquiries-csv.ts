import { redirect } from "react-router";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { download, inquiryListCsv } from "~/desk/desk-export";
import { badRequest, inquiryExportForm, noForm, refused } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { exportedInquiries } from "~/desk/inbox-export.server";
import type { Route } from "./+types/inquiries-csv";

/** The export is a POST from the inbox; a plain visit goes back to the inbox. */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return redirect("/desk");
}

export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const form = await readFormData(args.request);
  if (!form) return badRequest(noForm.message);
  const submission = parseWithSchema(form, inquiryExportForm);
  if (submission.status !== "success") return badRequest(refused(submission).message);
  // The list as the inbox shows it: anything malformed in the query is ignored there too.
  const items = exportedInquiries(desk, session.staff.id, form, Date.now());
  desk.audit.record(session.staff.id, "exported-list", null, `${items.length} inquiries`);
  const day = new Date().toISOString().slice(0, 10);
  return download(inquiryListCsv(items), `inquiries-${day}.csv`, "text/csv");
}
