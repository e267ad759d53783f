import type { IntakeService } from "./intake-service.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Intake questionnaires; absent when no server provides it (prerendering, dev). */
    intake?: IntakeService;
  }
}
