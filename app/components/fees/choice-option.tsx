import type { ReactNode } from "react";
import { Icon } from "../ui/icon";

/**
 * One radio button or checkbox of a quote calculator, as a large tappable card: the whole card is
 * the label, so the target is far above 24 px, and the focus ring shows on the card.
 *
 * `segment`: one of a row of two or three short choices (Buying · Selling · Refinancing) that
 * share a line even on a phone: the words centred, the chosen one marked by its border, fill and
 * a tick on its corner rather than the radio's circle (the input is still the control, for
 * keyboard and assistive technology). `dense`: a shorter card, for a long list of options.
 */
export function ChoiceOption({
  type,
  name,
  value,
  checked,
  onChange,
  label,
  price,
  hint,
  variant = "card",
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  price?: string;
  hint?: ReactNode;
  variant?: "card" | "segment" | "dense";
}) {
  const id = `quote-${name}-${value}`;
  const segment = variant === "segment";
  return (
    <label
      htmlFor={id}
      className={`flex min-h-11 cursor-pointer gap-3 rounded-xl border border-line bg-white transition-colors has-[:checked]:border-ink-700 has-[:checked]:bg-ink-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 ${
        segment
          ? "group relative h-full flex-col items-center justify-center px-1 py-2.5 text-center min-[22.5rem]:px-1.5 sm:px-2"
          : variant === "dense"
            ? "items-start p-2.5"
            : "items-start p-3.5"
      }`}
    >
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        // A segment's radio covers its card, transparent: a tap anywhere on the card is on it.
        className={
          segment
            ? "peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            : "mt-1 size-5 shrink-0 accent-ink-800"
        }
      />
      {/* A segment's tick is a badge on its corner, clear of its word however narrow the
          segment (a segment is as wide as its word at 390 px). */}
      {segment ? (
        <Icon
          name="check"
          className="absolute -right-1.5 -top-1.5 hidden size-4 rounded-full bg-ink-700 p-0.5 text-white peer-checked:block"
        />
      ) : null}
      <span className={segment ? "" : "flex-1"}>
        {/* The price always at the card's right, the name wrapping beside it, so that every card
            of a list reads the same way at any width. */}
        <span
          className={`flex items-baseline gap-x-3 ${segment ? "flex-wrap justify-center" : "justify-between"}`}
        >
          <span
            className={`min-w-0 font-semibold text-ink-900 ${segment ? "text-sm sm:text-[0.95rem]" : ""}`}
          >
            {label}
          </span>
          {price ? (
            <span className="shrink-0 tabular-nums font-semibold text-brass-700">{price}</span>
          ) : null}
        </span>
        {hint ? (
          <span className={`mt-0.5 block text-muted ${segment ? "text-xs" : "text-sm"}`}>
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/**
 * A named group of `ChoiceOption`s: the fieldset and its legend (WCAG 1.3.1), an optional hint under
 * the legend, and the options on a grid (`columns`: the grid's column classes, e.g. `sm:grid-cols-2`).
 */
export function ChoiceGroup({
  legend,
  hint,
  columns = "",
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  columns?: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink-900">{legend}</legend>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <div className={`mt-3 grid gap-2 ${columns}`.trimEnd()}>{children}</div>
    </fieldset>
  );
}
