import { placeOf } from "./slot-view";
import { countryOfZone } from "./zone-data.server";

const regionNames = new Intl.DisplayNames("en-CA", { type: "region", fallback: "none" });

/** A name compared as a reader would: no case, accents or punctuation, "Saint" read as "St". */
function comparable(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z\s]/g, " ")
    .replace(/\bsaint\b/g, "st")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A time zone named as a visitor knows it, by country and city: "India (Kolkata)" for
 * Asia/Kolkata and for its old name Asia/Calcutta, "Canada (Toronto)", "Canada (St. John's)",
 * "United Kingdom (London)". When the zone's "city" is the country itself, or the first words of
 * its name (a country named after its island), the country alone: "Jamaica", "Barbados",
 * "Guyana", "Cayman Islands", "Saint Lucia", never "Jamaica (Jamaica)". A zone in no country
 * (UTC, Etc/GMT+4) is named by its last part alone.
 */
export function zoneName(timeZone: string): string {
  const country = countryOfZone(timeZone);
  const region = country ? regionNames.of(country) : undefined;
  const city = placeOf(timeZone);
  if (!region) return city;
  const [r, c] = [comparable(region), comparable(city)];
  return r === c || r.startsWith(`${c} `) ? region : `${region} (${city})`;
}
