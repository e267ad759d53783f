/**
 * The article blocks content files use (docs/EDITING.md#components): sections, numbered steps,
 * cards, strategies, risks, solutions, client stories and questions (the closing call to action and
 * the urgent notice are in article-actions.tsx).
 * Each takes what the editor wrote (props and Markdown children) and renders the same markup the
 * site's articles have always had. Server only: they render when the page is prerendered.
 */
import type { ReactNode } from "react";
import type { ContentProps } from "~/content/collections/components";
import { ArticleSection } from "../article/article-section";
import { LevelBadge } from "../article/level-badge";
import { CheckList } from "../ui/check-list";
import { Icon, type IconName } from "../ui/icon";
import {
  elementsOf,
  groupProse,
  listItemsOf,
  prependToFirstParagraph,
  withoutTypes,
} from "./children";

type Children = { children?: ReactNode };

const prose = (className: string) => (nodes: ReactNode[], key: string) => (
  <div key={key} className={className}>
    {nodes}
  </div>
);

/** Intro text before an article's first section. */
export function Lead({ children }: Children) {
  return <div className="prose-firm text-lg leading-relaxed">{children}</div>;
}

/** A titled section of an article (and of its table of contents). */
export function Section({ id, title, eyebrow, children }: Children & ContentProps<"Section">) {
  return (
    <ArticleSection id={id} eyebrow={eyebrow} heading={title}>
      <div className="space-y-6">
        {groupProse(children, prose("prose-firm text-lg leading-relaxed"))}
      </div>
    </ArticleSection>
  );
}

export function ActionItems({ children }: Children) {
  return <>{children}</>;
}

/** One numbered step of an article: description, details and its action items. */
export function ArticleStep({
  id,
  title,
  icon,
  description,
  number,
  total,
  children,
}: Children & ContentProps<"Step", "blog">) {
  const actions = elementsOf(children, ActionItems)[0];
  const details = withoutTypes(children, [ActionItems]);
  return (
    <ArticleSection
      id={id}
      eyebrow={`Step ${number} of ${total}`}
      heading={
        <span className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-900 font-serif text-xl font-semibold text-brass-300"
            data-pagefind-ignore
          >
            {number}
          </span>
          <span className="[text-wrap:pretty]">{title}</span>
        </span>
      }
    >
      <div data-step={number}>
        <p className="text-xl leading-relaxed text-ink-900">{description}</p>
        <div className="prose-firm mt-5 text-lg leading-relaxed">{details}</div>
        {actions ? (
          <div className="mt-7 rounded-card border border-line bg-white p-5 shadow-card md:p-6">
            <h3 className="flex items-center gap-2 font-sans text-base font-semibold uppercase tracking-[0.12em] text-brass-700">
              <Icon name={icon} className="size-5" />
              Action items
            </h3>
            <CheckList
              items={listItemsOf(actions.props.children)}
              size="md"
              itemClassName="text-[1.02rem]"
              className="mt-4 space-y-3"
              data-action-items
            />
          </div>
        ) : null}
      </div>
    </ArticleSection>
  );
}

export function Card(_: Children & ContentProps<"Card">) {
  return null;
}

/** A grid of titled cards (reasons, pitfalls). */
export function ArticleCards({ children }: Children) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {elementsOf(children, Card).map((c) => (
        <li
          key={c.props.title}
          className="rounded-card border border-line bg-white p-5 shadow-card"
        >
          <h3 className="text-lg font-semibold">{c.props.title}</h3>
          <div className="mt-1.5 space-y-2 text-[0.98rem]">{c.props.children}</div>
        </li>
      ))}
    </ul>
  );
}

/** An ordered list of titled cards with large numbers: reasons, action steps. */
export function NumberedCards({ name, children }: Children & ContentProps<"NumberedCards">) {
  return (
    <ol className="space-y-4" data-list={name}>
      {elementsOf(children, Card).map((c, i) => (
        <li
          key={c.props.title}
          id={c.props.id}
          className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card md:gap-5 md:p-6"
        >
          <span
            aria-hidden="true"
            className="font-serif text-3xl font-semibold leading-none text-brass-700"
            data-pagefind-ignore
          >
            {String(i + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              {c.props.icon ? <Icon name={c.props.icon} className="size-5 text-ink-700" /> : null}
              {c.props.title}
            </h3>
            <div className="mt-1.5 space-y-2 text-[1rem] leading-relaxed">{c.props.children}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Strategy(_: Children & ContentProps<"Strategy">) {
  return null;
}

/** Tailored strategies as a two-column grid of cards. */
export function Strategies({ children }: Children) {
  return (
    <ul className="grid gap-5 md:grid-cols-2" data-strategies>
      {elementsOf(children, Strategy).map((s) => (
        <li
          key={s.props.title}
          className="rounded-card border border-line bg-white p-6 shadow-card"
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
            <Icon name={s.props.icon} className="size-5" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{s.props.title}</h3>
          <div className="mt-2 space-y-2 text-[1rem] leading-relaxed">{s.props.children}</div>
        </li>
      ))}
    </ul>
  );
}

/** A highlighted note: "Note:" by default, or the editor's own lead-in. */
export function Note({ title = "Note:", children }: Children & ContentProps<"Note">) {
  return (
    <div
      className="mt-4 flex gap-3 rounded-xl border border-brass-500/40 bg-brass-100 p-4 text-ink-900 md:p-5"
      data-faq-note
    >
      <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
      {/* A note may hold a list and links (an article's "In short:"): marked as in the text. */}
      <div className="space-y-2 [&_a]:text-ink-700 [&_a]:underline [&_a]:underline-offset-[3px] [&_li+li]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-5">
        {prependToFirstParagraph(children, <strong>{title}</strong>)}
      </div>
    </div>
  );
}

export function Risk(_: Children & ContentProps<"Risk">) {
  return null;
}

/** Risk factors, each with its impact badge (the word is always written, never colour alone). */
export function Risks({ children }: Children) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-risks>
      {elementsOf(children, Risk).map((r) => (
        <li
          key={r.props.title}
          className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card"
          data-risk
        >
          <h3 className="text-xl font-semibold">{r.props.title}</h3>
          <p className="order-first mb-3">
            <LevelBadge kind="Impact" value={r.props.impact} />
          </p>
          <div className="mt-2 space-y-2 text-[0.98rem] leading-relaxed">{r.props.children}</div>
        </li>
      ))}
    </ul>
  );
}

export function Requirements({ children }: Children) {
  return <>{children}</>;
}
export function Advantages({ children }: Children) {
  return <>{children}</>;
}
export function Considerations({ children }: Children) {
  return <>{children}</>;
}

function FactList({
  title,
  items,
  icon,
  tone,
}: {
  title: string;
  items: readonly ReactNode[];
  icon: IconName;
  tone: string;
}) {
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-ink-900">
        {title}
      </h4>
      <ul className="mt-3 space-y-2 text-[0.95rem]">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static list from the content file
          <li key={i} className="flex gap-2">
            <Icon name={icon} className={`mt-1 size-4 shrink-0 ${tone}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One numbered solution: urgency badge, timeline, description, details and three lists. Each is a
 * band of its own (`render-near`, docs/decisions/017-first-frame-lays-out-what-is-seen.md): seven
 * of them in one article section made the longest band of the longest article.
 */
export function Solution({
  id,
  title,
  urgency,
  timeline,
  description,
  number,
  children,
}: Children & ContentProps<"Solution">) {
  const listOf = (type: (p: Children) => ReactNode) =>
    listItemsOf(elementsOf(children, type)[0]?.props.children);
  const details = withoutTypes(children, [Requirements, Advantages, Considerations]);
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className="render-near rounded-card border border-line bg-white shadow-card"
      data-solution={number}
    >
      <header className="flex flex-col gap-4 border-b border-line p-5 md:flex-row md:items-start md:justify-between md:p-7">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-900 font-serif text-xl font-semibold text-brass-300"
            data-pagefind-ignore
          >
            {number}
          </span>
          <div>
            <h3 id={`${id}-title`} className="text-2xl font-semibold">
              <span className="sr-only">Solution {number}: </span>
              {title}
            </h3>
            <p
              className="mt-1.5 inline-flex items-center gap-1.5 text-[0.95rem] font-semibold text-ink-700"
              data-timeline
            >
              <Icon name="clock" className="size-4" />
              <span>
                <span className="font-normal text-muted">Timeline:</span> {timeline}
              </span>
            </p>
          </div>
        </div>
        <div className="md:pt-1">
          <LevelBadge kind="Urgency" value={urgency} />
        </div>
      </header>
      <div className="p-5 md:p-7">
        <p className="text-lg leading-relaxed text-ink-900">{description}</p>
        <div className="prose-firm mt-4 leading-relaxed">{details}</div>
        <div className="mt-6 grid gap-6 rounded-xl bg-paper p-5 md:grid-cols-3">
          <FactList
            title="Requirements"
            items={listOf(Requirements)}
            icon="document"
            tone="text-ink-700"
          />
          <FactList
            title="Advantages"
            items={listOf(Advantages)}
            icon="check"
            tone="text-success-700"
          />
          <FactList
            title="Considerations"
            items={listOf(Considerations)}
            icon="alert"
            tone="text-brass-700"
          />
        </div>
      </div>
    </article>
  );
}

export function Solutions({ children }: Children) {
  return (
    <ol className="space-y-6">
      {elementsOf(children, Solution).map((s) => (
        <li key={s.props.id}>{s}</li>
      ))}
    </ol>
  );
}

export function Story(_: Children & ContentProps<"Story">) {
  return null;
}

/** The past-results caveat every client story carries (LSO Rules of Professional Conduct, 4.2-1). */
export const PAST_RESULTS_NOTE =
  "Shared with our clients' permission; names and identifying details are left out to protect their privacy. Past results do not guarantee future outcomes.";

/** Client stories (told by the firm, with permission) with the past-results caveat. */
export function Stories({
  note = PAST_RESULTS_NOTE,
  children,
}: Children & ContentProps<"Stories">) {
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-2">
        {elementsOf(children, Story).map((s) => (
          <li key={s.props.id} className="flex">
            <div
              className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card"
              data-story
            >
              <Icon name="users" className="size-8 text-brass-700" />
              <h3 className="mt-3 text-xl font-semibold">{s.props.title}</h3>
              <div className="mt-3 flex-1 space-y-3 text-[1rem] leading-relaxed">
                {s.props.children}
              </div>
              <p className="mt-5 text-sm font-semibold text-muted">{s.props.client}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex gap-2 text-sm leading-relaxed text-muted" data-past-results>
        <Icon name="info" className="mt-0.5 size-4 shrink-0" />
        <span>{note}</span>
      </p>
    </>
  );
}
