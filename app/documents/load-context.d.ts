import type { DocumentServices } from "./document-service.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Documents before the consultation; absent when no server provides it (prerendering, dev). */
    documents?: DocumentServices;
  }
}
