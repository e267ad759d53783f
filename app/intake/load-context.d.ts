import type { IntakeFormsProvider } from "~/content/firm";
import type { IntakeService } from "./intake-service.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Intake questionnaires; absent when no server provides it (prerendering, dev). */
    intake?: IntakeService;
    /**
     * What the contact page's forms tabs offer (INTAKE_FORMS_PROVIDER, else firm.ts); absent where
     * no server decides: then firm.ts's choice.
     */
    intakeFormsProvider?: IntakeFormsProvider;
  }
}
