import { startTransition, useEffect, useState } from "react";

const buildDay = new Date(`${__BUILD_DATE__}T12:00:00Z`);

/**
 * Today's date for statements that change with time ("Joining September 2025" becomes "Member
 * since September 2025"). The prerendered page and the first client render use the build date, so
 * hydration matches; after hydration the visitor's own date takes over, so a page built before a
 * date still reads correctly after it.
 *
 * The visitor's date replaces the build date only if it is another day, and as a transition: on
 * the build day nothing renders again, and on a later day the few components that show a date
 * render again without blocking input (docs/decisions/016-hydration-in-pieces.md).
 */
export function useToday(): Date {
  const [today, setToday] = useState(buildDay);
  useEffect(() => {
    const now = new Date();
    if (now.toISOString().slice(0, 10) !== __BUILD_DATE__) startTransition(() => setToday(now));
  }, []);
  return today;
}
