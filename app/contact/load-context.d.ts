import type { ContactServices } from "./contact-services";

declare module "react-router" {
  interface AppLoadContext {
    /** The contact inbox; absent when no server provides it (prerendering, `react-router dev`). */
    contact?: ContactServices;
  }
}
