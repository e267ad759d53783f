import type { Licence } from "~/content/people/types";
import { Icon } from "../ui/icon";

/**
 * Where a lawyer may practise and since when, stated plainly: the first thing a careful client
 * checks (LSO Rule 4.2-1; docs/PRODUCT-RULES.md#law-society-of-ontario-marketing-rules). A foreign
 * lawyer's line says that he is not licensed by the Law Society of Ontario.
 */
export function LicenceFacts({
  licence,
  tone = "light",
  className = "",
}: {
  licence: Licence;
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <p
      className={`flex items-start gap-2.5 text-[0.95rem] leading-snug ${dark ? "text-ink-100" : "text-body"} ${className}`}
      data-licence={licence.ontario ? "ontario" : "foreign"}
    >
      <Icon
        name={licence.ontario ? "shield" : "info"}
        className={`mt-0.5 size-5 shrink-0 ${dark ? "text-brass-300" : "text-brass-700"}`}
      />
      <span>
        <strong className={`font-semibold ${dark ? "text-white" : "text-ink-900"}`}>
          {licence.status}
        </strong>
        <span className="block">{licence.called}</span>
      </span>
    </p>
  );
}
