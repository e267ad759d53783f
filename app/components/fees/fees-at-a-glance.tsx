import { type Cents, formatCad } from "~/lib/domain/money";

/**
 * A fee page's prices at a glance, beside its heading: the answer to "what does it cost" before
 * any detail (docs/PRODUCT-RULES.md#fees). Amounts come from the fee data, never typed here.
 */
export function FeesAtAGlance({
  label,
  items,
  note,
}: {
  /** Names the list for assistive technology, e.g. "Our fees at a glance". */
  label: string;
  items: readonly { name: string; cents: Cents; from?: boolean }[];
  /** One line under the prices, unless the page says it beside them. */
  note?: string;
}) {
  return (
    // Opaque, so its border is one colour wherever the hero's gradients fall behind it (a
    // translucent one showed the brass glow as a line along its lower edge).
    <div
      className="rounded-[1.5rem] border border-ink-800 bg-ink-900 p-5 md:p-7"
      data-fees-at-a-glance
    >
      {/* Three in a row; four as two rows of two, so no row ends in an empty slot. */}
      <dl
        aria-label={label}
        className={`grid gap-x-4 gap-y-3 ${items.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}
      >
        {items.map((item) => (
          <div key={item.name}>
            <dt className="text-sm font-semibold text-brass-300">{item.name}</dt>
            <dd className="text-ink-100">
              {item.from ? "from " : ""}
              <span className="font-serif text-2xl font-semibold text-white tabular-nums md:text-3xl">
                {formatCad(item.cents)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {note ? (
        <p className="mt-4 border-t border-white/15 pt-3 text-sm text-ink-100">{note}</p>
      ) : null}
    </div>
  );
}
