import type { ArticleStep } from "~/content/blog/types";
import { CheckList } from "../ui/check-list";
import { Icon } from "../ui/icon";
import { ArticleSection } from "./article-section";

/** One numbered step of an article: description, details and three action items. */
export function ArticleStepSection({ step, total }: { step: ArticleStep; total: number }) {
  return (
    <ArticleSection
      id={step.id}
      eyebrow={`Step ${step.number} of ${total}`}
      heading={
        <span className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-900 font-serif text-xl font-semibold text-brass-300"
          >
            {step.number}
          </span>
          <span className="[text-wrap:pretty]">{step.title}</span>
        </span>
      }
    >
      <div data-step={step.number}>
        <p className="text-xl leading-relaxed text-ink-900">{step.description}</p>
        <div className="prose-firm mt-5 text-lg leading-relaxed">
          {step.details.map((d) => (
            <p key={d}>{d}</p>
          ))}
        </div>
        <div className="mt-7 rounded-card border border-line bg-white p-5 shadow-card md:p-6">
          <h3 className="flex items-center gap-2 font-sans text-base font-semibold uppercase tracking-[0.12em] text-brass-700">
            <Icon name={step.icon} className="size-5" />
            Action items
          </h3>
          <CheckList
            items={step.tips}
            size="md"
            itemClassName="text-[1.02rem]"
            className="mt-4 space-y-3"
            data-action-items
          />
        </div>
      </div>
    </ArticleSection>
  );
}
