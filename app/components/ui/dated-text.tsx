import { DATED_ATTRIBUTE, type DatedVersions, datedText } from "~/behaviours/dated-text";
import { useBehaviour } from "~/behaviours/use-behaviour";
import { dayAt } from "~/lib/domain/dates";

/**
 * The day the site was built (YYYY-MM-DD, UTC): what a prerendered page says "today" is. Here,
 * not in app/lib/domain, because only code Vite builds knows `__BUILD_DATE__`.
 */
export const BUILD_DAY = __BUILD_DATE__;

/**
 * A statement worded for a day (docs/FACTS.md#statements-that-age-well): `wording` gives its
 * text on any day, `changes` the days its text may change on. The page shows the build day's
 * wording, and carries each later one for the visitor's browser to put in once its day has come
 * (`datedText`, app/behaviours/dated-text.ts, on pages with React or without).
 */
export function DatedText({
  wording,
  changes,
}: {
  wording: (day: Date) => string;
  changes: readonly string[];
}) {
  const later: DatedVersions = [...new Set(changes)]
    .filter((day) => day > BUILD_DAY)
    .sort()
    .map((day) => [day, wording(dayAt(day))] as const);
  const ref = useBehaviour<HTMLSpanElement>(datedText);
  const text = wording(dayAt(BUILD_DAY));
  if (!later.length) return <>{text}</>;
  return (
    <span ref={ref} {...{ [DATED_ATTRIBUTE]: JSON.stringify(later) }}>
      {text}
    </span>
  );
}
