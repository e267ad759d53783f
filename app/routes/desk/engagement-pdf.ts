import { data } from "react-router";
import { requireStaff } from "~/desk/desk-guard";
import { deskLetterPdf } from "~/engagement/desk-engagement.server";
import type { Route } from "./+types/engagement-pdf";

/**
 * A letter's signed or countersigned PDF, as sealed (docs/ENGAGEMENT.md#in-the-desk): `signed.pdf`
 * or `countersigned.pdf`, byte for byte the file whose SHA-256 is recorded. Never cached; audited.
 */
export function loader(args: Route.LoaderArgs) {
  const { desk, session } = requireStaff(args);
  const which =
    args.params.file === "signed.pdf"
      ? "signed"
      : args.params.file === "countersigned.pdf"
        ? "countersigned"
        : undefined;
  if (!which) throw data("Not found", { status: 404 });
  const { row, bytes } = deskLetterPdf(desk, args.context, args.params.id, which, session.staff.id);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="engagement-letter-${row.id}-${which}.pdf"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
