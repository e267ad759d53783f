import { redirect } from "react-router";
import { accessRequestBookings } from "~/booking/desk-bookings.server";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { accessRequestCsv, accessRequestJson, download } from "~/desk/desk-export";
import { badRequest, noForm, privacyExportForm, refused } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import type { Route } from "./+types/privacy-export";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return redirect("/desk/privacy");
}

/** An access request's export, as JSON or CSV (PIPEDA, Schedule 1, Principle 4.9). */
export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const form = await readFormData(args.request);
  if (!form) return badRequest(noForm.message);
  const submission = parseWithSchema(form, privacyExportForm);
  if (submission.status !== "success") return badRequest(refused(submission).message);
  const { email, format } = submission.value;
  const inquiries = desk.inquiries.dataForEmail(email);
  const bookings = args.context.booking?.service.bookings;
  const consultations = bookings
    ? accessRequestBookings(bookings.byEmail(email), (id) => bookings.emails(id))
    : [];
  desk.audit.record(
    session.staff.id,
    "exported-access-request",
    null,
    `${inquiries.length} inquir${inquiries.length === 1 ? "y" : "ies"}${inquiries.length ? ` (${inquiries.map((i) => `#${i.id}`).join(", ")})` : ""} as ${format.toUpperCase()}`,
  );
  // The documents sent through request links, listed with the inquiries (docs/DOCUMENTS.md).
  const documents =
    args.context.documents?.retention.exportForInquiries(inquiries.map((i) => i.id)) ?? [];
  const day = new Date().toISOString().slice(0, 10);
  return format === "csv"
    ? download(
        accessRequestCsv(inquiries, consultations, documents),
        `access-request-${day}.csv`,
        "text/csv",
      )
    : download(
        `${JSON.stringify(accessRequestJson(email, inquiries, Date.now(), consultations, documents), null, 2)}\n`,
        `access-request-${day}.json`,
        "application/json",
      );
}
