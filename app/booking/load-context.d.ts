import type { BookingServices } from "./booking-services";

declare module "react-router" {
  interface AppLoadContext {
    /** The firm's own booking; absent when no server provides it (prerendering, `react-router dev`). */
    booking?: BookingServices;
  }
}
