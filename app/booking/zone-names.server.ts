import { placeOf } from "./slot-view";
import { countryOfZone } from "./zone-data.server";

const regionNames = new Intl.DisplayNames("en-CA", { type: "region", fallback: "none" });

/**
 * A time zone named as a visitor knows it, by country and city: "India (Kolkata)" for
 * Asia/Kolkata and for its old name Asia/Calcutta, "Canada (Toronto)", "United Kingdom (London)".
 * A zone in no country (UTC, Etc/GMT+4) is named by its last part alone.
 */
export function zoneName(timeZone: string): string {
  const country = countryOfZone(timeZone);
  const region = country ? regionNames.of(country) : undefined;
  const city = placeOf(timeZone);
  return region ? `${region} (${city})` : city;
}
