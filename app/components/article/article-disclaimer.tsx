import type { FactId } from "~/content/facts";
import { statements } from "~/content/statements";
import { AsOf } from "../ui/as-of";
import { Icon } from "../ui/icon";

/** The closing note of every article: general information, not legal advice, as of a date. */
export function ArticleDisclaimer({ reviewed }: { reviewed: FactId }) {
  return (
    <aside
      aria-label="About this article"
      className="flex gap-3 rounded-card border border-line bg-sand p-5 text-[0.95rem]"
    >
      <Icon name="info" className="mt-0.5 size-5 shrink-0 text-ink-700" />
      <p>
        This article describes the law as of <AsOf facts={[reviewed]} />. {statements.disclaimer}
      </p>
    </aside>
  );
}
