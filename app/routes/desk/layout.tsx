import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { DeskShell } from "~/components/desk/desk-shell";
import { firm } from "~/content/firm";
import { requireStaff } from "~/desk/desk-guard";
import type { Route } from "./+types/layout";

export function loader(args: Route.LoaderArgs) {
  const { session } = requireStaff(args);
  // The agenda's tab carries how many bookings wait for a decision: the conflict checks to settle
  // (docs/DESK.md#bookings).
  const toConfirm = args.context.booking?.service.bookings.conflictCheck.toSettle().length ?? 0;
  return {
    staffName: session.staff.name,
    firmName: firm.shortName,
    toConfirm,
    // A new key for every rendering of the desk: its forms carry it, so each post acts once
    // (docs/DESK.md#every-action-once). The loader runs again after every action.
    formKey: crypto.randomUUID(),
  };
}

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DeskShell
      firmName={loaderData.firmName}
      staffName={loaderData.staffName}
      toConfirm={loaderData.toConfirm}
    >
      <Outlet />
    </DeskShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  return (
    <main id="desk-main" className="container-page py-10 wrap-anywhere **:wrap-anywhere">
      <title>{notFound ? "Not found | Desk" : "Something went wrong | Desk"}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl">{notFound ? "Not found" : "Something went wrong"}</h1>
      <p className="mt-3">
        {notFound
          ? "This inquiry does not exist. It may have been deleted, by a person or by the retention rule."
          : (message ?? "The desk could not show this page. Try again in a moment.")}
      </p>
      <p className="mt-6">
        <Link className="font-semibold text-ink-700 underline" to="/desk">
          Back to the inbox
        </Link>
      </p>
    </main>
  );
}
