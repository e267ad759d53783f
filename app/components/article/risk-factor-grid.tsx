import type { RiskFactor } from "~/content/blog/types";
import { LevelBadge } from "./level-badge";

/** Risk factors, each with its High or Medium impact badge. */
export function RiskFactorGrid({ risks }: { risks: readonly RiskFactor[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-risks>
      {risks.map((r) => (
        <li
          key={r.factor}
          className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card"
          data-risk
        >
          <h3 className="text-xl font-semibold">{r.factor}</h3>
          <p className="order-first mb-3">
            <LevelBadge kind="Impact" value={r.impact} />
          </p>
          <p className="mt-2 text-[0.98rem] leading-relaxed">{r.description}</p>
        </li>
      ))}
    </ul>
  );
}
