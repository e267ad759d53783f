import { redirect } from "react-router";
import { download, inquiryListCsv } from "~/desk/desk-export";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { parseInquiryFilters } from "~/desk/inquiry-filters";
import type { Route } from "./+types/inquiries-csv";

/** The export is a POST from the inbox; a plain visit goes back to the inbox. */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return redirect("/desk");
}

export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const filters = parseInquiryFilters(await args.request.formData());
  const { items } = desk.inquiries.list(filters, 100_000);
  desk.audit.record(session.staff.id, "exported-list", null, `${items.length} inquiries`);
  const day = new Date().toISOString().slice(0, 10);
  return download(inquiryListCsv(items), `inquiries-${day}.csv`, "text/csv");
}
