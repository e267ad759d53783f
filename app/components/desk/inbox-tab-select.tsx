import { useNavigate } from "react-router";
import { deskButton } from "./desk-button";

export interface InboxTabChoice {
  value: string;
  label: string;
  count: string;
  href: string;
  current: boolean;
}

/**
 * A row of the inbox's tabs as one choice, for a phone (docs/DESK.md#on-a-phone): every tab and its
 * count in one select on one line, instead of tabs that wrap over the first screen or scroll out
 * of sight. Choosing one goes there; without JavaScript, **Show** sends the form (the rest of the
 * list's URL rides along in hidden fields).
 */
export function InboxTabSelect({
  name,
  label,
  tabs,
  keep,
}: {
  name: "view" | "status";
  label: string;
  tabs: readonly InboxTabChoice[];
  /** The list's other parameters (search, filters), kept when this one changes. */
  keep: readonly (readonly [string, string])[];
}) {
  const navigate = useNavigate();
  const current = tabs.find((t) => t.current)?.value;
  return (
    <form method="get" action="/desk" className="flex min-w-0 flex-1 items-end gap-1">
      {keep.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label className="block min-w-0 flex-1">
        <span className="block text-xs font-semibold text-muted">{label}</span>
        <select
          name={name}
          defaultValue={current}
          key={current}
          onChange={(event) => {
            const chosen = tabs.find((t) => t.value === event.currentTarget.value);
            if (chosen) navigate(chosen.href);
          }}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-ink-900/30 bg-white px-2 text-sm font-semibold text-ink-950"
        >
          {tabs.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label} ({t.count})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`${deskButton.secondary} no-js-only px-3`}>
        Show
      </button>
    </form>
  );
}
