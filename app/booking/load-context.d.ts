import type { BookingProvider } from "~/content/firm";
import type { BookingServices } from "./booking-services";

declare module "react-router" {
  interface AppLoadContext {
    /** The firm's own booking; absent when no server provides it (prerendering, `react-router dev`). */
    booking?: BookingServices;
    /**
     * Which booking the Book buttons open (BOOKING_PROVIDER, else firm.ts); absent where no server
     * decides (prerendering, `react-router dev`): then firm.ts's choice (`bookingProviderOf`).
     */
    bookingProvider?: BookingProvider;
  }
}
