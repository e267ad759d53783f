import type { RiskImpact, SolutionUrgency } from "~/content/collections/components";

const tones: Record<SolutionUrgency | RiskImpact, string> = {
  Immediate: "bg-danger-700 text-white border-danger-700",
  High: "bg-danger-50 text-danger-700 border-danger-700/30",
  Medium: "bg-brass-100 text-brass-700 border-brass-500/40",
  Variable: "bg-ink-50 text-ink-700 border-ink-200",
};

/** An urgency or impact badge. The word is always written out, never colour alone. */
export function LevelBadge({
  kind,
  value,
}: {
  kind: "Urgency" | "Impact";
  value: SolutionUrgency | RiskImpact;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-pill border px-3 py-1 text-xs font-semibold uppercase tracking-wide ${tones[value]}`}
      data-badge={kind.toLowerCase()}
      data-value={value}
    >
      <span className="font-medium normal-case tracking-normal">{kind}:</span> {value}
    </span>
  );
}
