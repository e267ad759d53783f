import { checkedOn, type FactId, formatIsoDate } from "~/content/facts";

/**
 * The one way a page says when a figure or statement was last checked: the earliest `checked`
 * date of the facts it names, read from the register (docs/FACTS.md), so two pages quoting the
 * same fact always show the same date.
 */
export function AsOf({ facts }: { facts: readonly FactId[] }) {
  const date = checkedOn(facts);
  return (
    <time dateTime={date} data-as-of={facts.join(" ")}>
      {formatIsoDate(date)}
    </time>
  );
}
