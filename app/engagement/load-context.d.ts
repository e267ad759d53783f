import type { EngagementService } from "./engagement-service.server";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * Engagement letters, and the requesting client's address and browser (recorded with the
     * client's steps); absent when no server provides it (prerendering, dev).
     */
    engagement?: { service: EngagementService; client: { ip: string; userAgent: string } };
  }
}
