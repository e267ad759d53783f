import { redirect } from "react-router";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { readFormData } from "~/components/forms/read-form-data";
import { badRequest, noForm, refused, signOutForm } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import type { Route } from "./+types/sign-out";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return redirect("/desk/account");
}

/** Where the sign-in after "Sign out everywhere" leads: the person's passkeys. */
const reviewPasskeys = "/desk/account?review=1";

/** Ends this session, or with `everywhere` every session of this person. */
export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const form = await readFormData(args.request);
  if (!form) return badRequest(noForm.message);
  const submission = parseWithSchema(form, signOutForm);
  if (submission.status !== "success") return badRequest(refused(submission).message);
  const staffId = session.staff.id;
  const headers = { "Set-Cookie": desk.clearedCookie() };
  if (submission.value.scope === "everywhere") {
    desk.staff.endAllSessions(staffId);
    desk.audit.record(staffId, "signed-out-everywhere");
    // Sessions end, passkeys do not: the next sign-in leads to the passkeys, to review them
    // (docs/DESK.md#2-lost-or-replaced-devices).
    return redirect(
      `/desk/sign-in?signedOut=everywhere&next=${encodeURIComponent(reviewPasskeys)}`,
      {
        headers,
      },
    );
  }
  desk.staff.endSession(session.idHash);
  desk.audit.record(staffId, "signed-out");
  return redirect("/desk/sign-in?signedOut=1", { headers });
}
