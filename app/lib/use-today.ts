import { useEffect, useState } from "react";

/**
 * Today's date for statements that change with time ("Joining September 2025" becomes "Member
 * since September 2025"). The prerendered page and the first client render use the build date, so
 * hydration matches; after hydration the visitor's own date takes over, so a page built before a
 * date still reads correctly after it.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date(`${__BUILD_DATE__}T12:00:00Z`));
  useEffect(() => setToday(new Date()), []);
  return today;
}
