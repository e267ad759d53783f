import type { DeskServices } from "./desk.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The lead desk; absent when no server provides it (prerendering, `react-router dev`). */
    desk?: DeskServices;
  }
}
