import { redirect } from "react-router";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import type { Route } from "./+types/sign-out";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return redirect("/desk/account");
}

/** Ends this session, or with `everywhere` every session of this person. */
export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const form = await args.request.formData();
  const staffId = session.staff.id;
  if (form.get("scope") === "everywhere") {
    desk.staff.endAllSessions(staffId);
    desk.audit.record(staffId, "signed-out-everywhere");
  } else {
    desk.staff.endSession(session.idHash);
    desk.audit.record(staffId, "signed-out");
  }
  return redirect("/desk/sign-in?signedOut=1", { headers: { "Set-Cookie": desk.clearedCookie() } });
}
