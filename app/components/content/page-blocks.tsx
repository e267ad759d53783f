/**
 * Blocks the loader shapes from plain Markdown (questions from ## headings, numbered sections of a
 * legal page) and the blocks of guides and checklists (docs/EDITING.md#components). Server only.
 */
import type { ReactNode } from "react";
import type { ContentProps, StructuralProps } from "~/content/collections/components";
import { ArticleSection } from "../article/article-section";
import { Section as Band } from "../sections/section";
import { balancedGridClass, balancedItemClass, type GridColumns } from "../ui/balanced-grid";
import { Icon } from "../ui/icon";
import { elementsOf, listItemsOf, withoutTypes } from "./children";

type Children = { children?: ReactNode };

/** One question of an FAQ set (or of <Questions> in an article), written as a heading. */
export function FaqQuestion(_: Children & StructuralProps<"FaqQuestion">) {
  return null;
}

/**
 * Numbered, expandable questions: each a <details> with a stable id, so a visitor can link to it
 * (a linked question opens: app/components/content/prose.tsx). With JavaScript off every answer
 * is one click away.
 */
export function FaqQuestions({ children }: Children) {
  return (
    <ol className="space-y-4" data-faq-list>
      {elementsOf(children, FaqQuestion).map((q) => (
        <li key={q.props.id}>
          <details
            id={q.props.id}
            className="group rounded-card border border-line bg-white shadow-card open:shadow-lift"
            data-faq-item
          >
            <summary className="flex cursor-pointer list-none items-start gap-4 rounded-card p-5 md:p-6 [&::-webkit-details-marker]:hidden">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-900 font-semibold text-brass-300"
                data-pagefind-ignore
              >
                {q.props.number}
              </span>
              <h3
                id={`${q.props.id}-question`}
                className="flex-1 self-center font-serif text-lg font-semibold text-ink-900 md:text-xl"
              >
                <span className="sr-only" data-pagefind-ignore>
                  {q.props.number}.{" "}
                </span>
                {q.props.question}
              </h3>
              <Icon
                name="chevronDown"
                className="mt-1.5 size-5 shrink-0 text-ink-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="prose-firm border-t border-line px-5 pb-6 pt-4 md:px-6 md:pl-[4.75rem]">
              {q.props.children}
              <p className="text-sm" data-pagefind-ignore>
                <a href={`#${q.props.id}`} className="text-muted">
                  Link to this question
                </a>
              </p>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}

/** Questions and answers inside an article. */
export function Questions({ children }: Children) {
  return <>{children}</>;
}

/** One numbered section of a legal page. */
export function LegalSection({
  id,
  title,
  number,
  children,
}: Children & StructuralProps<"LegalSection">) {
  return (
    <ArticleSection
      id={id}
      heading={
        <>
          <span className="text-brass-700">{number}.</span> {title}
        </>
      }
      className="!border-t-0 !pt-0"
    >
      <div className="prose-firm text-lg leading-relaxed">{children}</div>
    </ArticleSection>
  );
}

/** The numbered sections of a legal page, as an ordered list. */
export function LegalSections({ children }: Children) {
  return (
    <ol className="space-y-12" data-legal-sections>
      {elementsOf(children, LegalSection).map((s) => (
        <li key={s.props.id}>{s}</li>
      ))}
    </ol>
  );
}

export function Tips({ children }: Children) {
  return <>{children}</>;
}

/** One step of a guide. */
export function GuideStep({
  id,
  title,
  summary,
  number,
  children,
}: Children & ContentProps<"Step", "guides">) {
  const tips = elementsOf(children, Tips)[0];
  const details = withoutTypes(children, [Tips]);
  return (
    <li id={id} className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
      <div className="grid gap-5 md:grid-cols-[4rem_1fr]">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-ink-900 font-serif text-xl font-semibold text-brass-300 md:size-14"
          data-pagefind-ignore
        >
          {number}
        </span>
        <div>
          <h3 className="text-2xl font-semibold">
            <span className="sr-only">Step {number}: </span>
            {title}
          </h3>
          <p className="mt-2 text-lg text-muted">{summary}</p>
          <div className="prose-firm mt-4 max-w-3xl">{details}</div>
          {tips ? (
            <ul className="mt-5 space-y-2 rounded-xl bg-brass-100 p-4 text-[0.95rem] text-ink-900">
              {listItemsOf(tips.props.children).map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static list from the content file
                <li key={i} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="font-bold text-brass-700"
                    data-pagefind-ignore
                  >
                    ›
                  </span>
                  <span>{t}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The numbered steps of a guide, with a row of links to jump to each. */
export function Steps({ children }: Children) {
  const steps = elementsOf(children, GuideStep);
  return (
    <Band id="steps" eyebrow="Step by step" heading={`The ${steps.length} steps`} tone="paper">
      <nav aria-label="Steps in this guide" className="mb-10" data-pagefind-ignore>
        <ol className="flex flex-wrap gap-2">
          {steps.map((s) => (
            <li key={s.props.id}>
              <a
                href={`#${s.props.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-2xl border border-line bg-white px-4 py-2 text-sm font-semibold text-ink-800 no-underline hover:border-ink-700"
              >
                <span aria-hidden="true" className="text-brass-700" data-pagefind-ignore>
                  {s.props.number}
                </span>
                {s.props.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="space-y-6">{steps}</ol>
    </Band>
  );
}

export function Stage(_: Children & ContentProps<"Stage">) {
  return null;
}

/** The expected timeline of a guide, as numbered stages on a dark band. */
export function Timeline({ title, intro, children }: Children & ContentProps<"Timeline">) {
  return (
    <Band id="timeline" eyebrow="Timeline" heading={title} intro={intro} tone="ink">
      <ol className="grid gap-4 md:grid-cols-12 lg:grid-cols-5" data-balanced-grid>
        {elementsOf(children, Stage).map((s, i, all) => (
          <li
            key={s.props.title}
            className={`rounded-card border border-white/15 bg-white/5 p-5 lg:col-span-1 ${balancedItemClass(i, all.length, { md: 2 })}`}
          >
            <span className="font-serif text-2xl font-semibold text-brass-300">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 text-lg font-semibold text-white">{s.props.title}</h3>
            <div className="mt-2 text-[0.95rem] text-ink-100">{s.props.children}</div>
          </li>
        ))}
      </ol>
    </Band>
  );
}

const guideCardColumns: GridColumns = { md: 2, lg: 3 };

export function GuideCard(_: Children & ContentProps<"Card">) {
  return null;
}

/** A titled band of short cards: tax considerations, selling costs, first-time buyer benefits. */
export function GuideCards({
  id,
  eyebrow,
  title,
  intro,
  children,
}: Children & ContentProps<"Cards">) {
  return (
    <Band
      id={id}
      eyebrow={eyebrow}
      heading={title}
      intro={intro}
      tone="white"
      className="print:py-6"
    >
      <ul className={`${balancedGridClass(guideCardColumns)} gap-5`} data-balanced-grid>
        {elementsOf(children, GuideCard).map((card, i, all) => (
          <li
            key={card.props.title}
            className={`rounded-card border border-line bg-paper p-6 print:break-inside-avoid print:border-ink-200 print:p-3 ${balancedItemClass(i, all.length, guideCardColumns)}`}
          >
            <h3 className="text-xl font-semibold">{card.props.title}</h3>
            <div className="mt-2 space-y-2 text-[0.95rem]">{card.props.children}</div>
          </li>
        ))}
      </ul>
    </Band>
  );
}

/** A checklist's phases are read out as data for the tickable list; they render nothing here. */
export function Phase(_: Children & ContentProps<"Phase">) {
  return null;
}
export function Task(_: Children & ContentProps<"Task">) {
  return null;
}

/** The reminders at the end of a checklist. */
export function Reminders({ children }: Children) {
  return (
    <section aria-labelledby="reminders-heading" className="bg-paper pt-16 md:pt-20 print:py-4">
      <div className="container-page">
        <div className="rounded-card border border-brass-500/40 bg-brass-100 p-6 md:p-8 print:border-ink-200 print:bg-transparent">
          <h2 id="reminders-heading" className="flex items-center gap-3 text-2xl font-semibold">
            <Icon name="alert" className="size-7 text-brass-700 print:hidden" />
            Reminders
          </h2>
          <ul className="mt-5 gap-x-10 md:columns-2">
            {listItemsOf(children).map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static list from the content file
              <li key={i} className="mb-3 flex break-inside-avoid gap-3 text-ink-900">
                <Icon name="check" className="mt-1 size-4 shrink-0 text-brass-700" />
                <span>{r}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
