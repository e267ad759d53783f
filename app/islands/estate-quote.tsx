/** The estate planning quote as an island of /fees/estate-planning (./island.tsx). */
import { EstateQuoteCalculator } from "~/components/fees/estate-quote-calculator";
import { hydrateIsland } from "./hydrate-island";

export default (element: Element) => hydrateIsland(element, <EstateQuoteCalculator />);
