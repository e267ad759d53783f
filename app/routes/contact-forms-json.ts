import { firm, type IntakeFormsProvider } from "~/content/firm";
import type { Route } from "./+types/contact-forms-json";

/**
 * Which forms the contact page's "Client Consultation Form" and "Consultation Agreement" tabs offer
 * (docs/INTAKE.md#the-contact-page): the operator's INTAKE_FORMS_PROVIDER, else firm.ts's choice.
 * The page is prerendered with firm.ts's choice and asks this only when a visitor opens one of
 * those tabs, so a server set otherwise is followed without a rebuild.
 */
export function loader({ context }: Route.LoaderArgs) {
  const provider: IntakeFormsProvider = context.intakeFormsProvider ?? firm.embeds.forms;
  return Response.json({ provider }, { headers: { "Cache-Control": "no-store" } });
}
