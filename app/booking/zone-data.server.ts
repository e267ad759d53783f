import countries from "./zone-countries.json";

/**
 * Which country each time zone of the IANA time zone database is in (its zone.tab), under its
 * current name and the older names it still answers to (its links, e.g. Asia/Calcutta for
 * Asia/Kolkata: Chromium reports the older one), by area ("Asia") and then the rest of the name
 * ("Kolkata"), so a zone is named by country and city as a visitor knows them ("India (Kolkata)").
 * Generated from tzdata 2025b (zone.tab, tzdata.zi) into zone-countries.json (data, not code); a zone
 * missing there is named by its city alone. A zone in zone.tab has zone.tab's country even where it
 * is now a link to another country's clock (America/St_Barthelemy → America/Puerto_Rico is still
 * Saint-Barthélemy's), and an old spelling has its city's country (Africa/Asmera: Eritrea).
 */
export const zoneCountries: Readonly<Record<string, Readonly<Record<string, string>>>> = countries;

/** The country a zone is in, by its ISO 3166 code, or undefined for one in none (UTC). */
export function countryOfZone(timeZone: string): string | undefined {
  const slash = timeZone.indexOf("/");
  if (slash < 0) return undefined;
  return zoneCountries[timeZone.slice(0, slash)]?.[timeZone.slice(slash + 1)];
}
