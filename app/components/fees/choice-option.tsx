import type { ReactNode } from "react";

/**
 * One radio button or checkbox of a quote calculator, as a large tappable card: the whole card is
 * the label, so the target is far above 24 px, and the focus ring shows on the card.
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
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  price?: string;
  hint?: ReactNode;
}) {
  const id = `quote-${name}-${value}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3.5 transition-colors has-[:checked]:border-ink-700 has-[:checked]:bg-ink-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70"
    >
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="mt-1 size-5 shrink-0 accent-ink-800"
      />
      <span className="flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-ink-900">{label}</span>
          {price ? (
            <span className="tabular-nums font-semibold text-brass-700">{price}</span>
          ) : null}
        </span>
        {hint ? <span className="mt-0.5 block text-sm text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
