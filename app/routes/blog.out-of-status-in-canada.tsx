import { ArticleByline } from "~/components/article/article-byline";
import { ArticleCallToAction } from "~/components/article/article-call-to-action";
import { ArticleDisclaimer } from "~/components/article/article-disclaimer";
import { articleJsonLd } from "~/components/article/article-json-ld";
import { ArticleLayout } from "~/components/article/article-layout";
import { ArticleSection } from "~/components/article/article-section";
import { NumberedCards } from "~/components/article/numbered-cards";
import { RiskFactorGrid } from "~/components/article/risk-factor-grid";
import { SolutionCard } from "~/components/article/solution-card";
import { SuccessStories } from "~/components/article/success-stories";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import {
  closingAssurances,
  commonReasons,
  crisisIntro,
  immediateActions,
  maintainedStatusNote,
  outOfStatusToc,
  RESTORATION_WINDOW_DAYS,
  riskFactors,
  solutions,
  storiesNote,
  successStories,
  urgentBanner,
} from "~/content/blog/out-of-status";
import { outOfStatusPost as post } from "~/content/blog/posts";
import { bookingHref, firm, mailtoHref, telHref } from "~/content/firm";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(post.path, [{ "script:ld+json": articleJsonLd(post) }]);

export default function OutOfStatusArticle() {
  return (
    <>
      <PageHero
        path={post.path}
        eyebrow={post.topic}
        heading={post.title}
        aside={
          <aside
            aria-label="Urgent notice"
            className="rounded-card border-2 border-brass-400 bg-ink-900/80 p-5 md:p-7"
            data-urgent-banner
          >
            <p className="flex items-start gap-3 font-semibold text-white">
              <Icon name="alert" className="mt-0.5 size-6 shrink-0 text-brass-300" />
              <span>
                <span className="mr-1 rounded bg-brass-400 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wider text-ink-950">
                  Urgent
                </span>{" "}
                {urgentBanner.title}
              </span>
            </p>
            <p className="mt-3 pl-9 text-base text-ink-100">{urgentBanner.text}</p>
            <div className="mt-5 pl-9">
              <ButtonLink to={telHref(firm.phone)} variant="onDark" icon="phone">
                Call {firm.phone.display}
              </ButtonLink>
            </div>
          </aside>
        }
      >
        <p>{post.summary}</p>
        <ArticleByline post={post} />
      </PageHero>
      <ArticleLayout toc={outOfStatusToc} progress>
        <ArticleSection
          id="understanding-the-crisis"
          eyebrow="The situation"
          heading="Understanding the crisis"
        >
          <div className="prose-firm text-lg leading-relaxed">
            {crisisIntro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="mt-6 flex gap-3 rounded-xl border border-brass-500/40 bg-brass-100 p-5 text-ink-900">
            <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
            <p>
              <strong>Applied before your permit expired?</strong> {maintainedStatusNote}
            </p>
          </div>
        </ArticleSection>

        <ArticleSection
          id="common-reasons"
          eyebrow="How it happens"
          heading="Five common reasons people lose status"
        >
          <NumberedCards items={commonReasons} dataName="reasons" />
        </ArticleSection>

        <ArticleSection
          id="risk-factors"
          eyebrow="What is at stake"
          heading="Six risk factors to understand"
        >
          <p className="mb-6 text-lg leading-relaxed">
            Each risk is marked with its likely impact on your life and your future options. Impact
            depends on your facts; a lawyer can tell you which ones apply to you.
          </p>
          <RiskFactorGrid risks={riskFactors} />
        </ArticleSection>

        <ArticleSection id="solutions" eyebrow="Your options" heading="Seven possible solutions">
          <p className="mb-6 text-lg leading-relaxed">
            Which route is open depends on how and when you lost status, your family in Canada, any
            risk you face at home and whether CBSA has already acted. The first question is always
            whether you are still within {RESTORATION_WINDOW_DAYS} days of losing status. Timelines
            are typical ranges, not promises: government processing times change often.
          </p>
          <ol className="space-y-6">
            {solutions.map((s) => (
              <li key={s.id}>
                <SolutionCard solution={s} />
              </li>
            ))}
          </ol>
        </ArticleSection>

        <ArticleSection
          id="immediate-actions"
          eyebrow="Today"
          heading="Four things to do right now"
        >
          <NumberedCards items={immediateActions} dataName="actions" />
        </ArticleSection>

        <ArticleSection
          id="success-stories"
          eyebrow="Client stories"
          heading="Two clients who found a way forward"
        >
          <SuccessStories stories={successStories} note={storiesNote} />
        </ArticleSection>

        <ArticleCallToAction
          id="get-help-now"
          eyebrow="Get help now"
          heading="Talk to an immigration lawyer about your options"
          actions={[
            { label: "Emergency Consultation", href: telHref(firm.phone), icon: "phone" },
            {
              label: "Email Assessment",
              href: mailtoHref(firm.email, "Out-of-status assessment request"),
              icon: "mail",
            },
            { label: "Free Consultation", href: bookingHref, icon: "calendar" },
          ]}
          footer={
            <ul className="grid gap-4 border-t border-white/15 pt-6 sm:grid-cols-3">
              {closingAssurances.map((a) => (
                <li key={a.title} className="flex gap-3">
                  <Icon name={a.icon} className="mt-0.5 size-5 shrink-0 text-brass-300" />
                  <span className="text-sm leading-relaxed">
                    <strong className="block text-white">{a.title}</strong>
                    {a.text}
                  </span>
                </li>
              ))}
            </ul>
          }
        >
          <p>
            Call for an emergency consultation if you have a removal date, a CBSA interview or a
            deadline in a letter. Otherwise, e-mail us the date your status ended and what documents
            you hold, or book a free consultation.
          </p>
          <p className="text-base">
            Phone {firm.phone.display} (
            {firm.businessHours
              .filter((h) => h.opens)
              .map((h) => `${h.short} ${h.hours}`)
              .join("; ")}
            ). E-mail {firm.email}.
          </p>
        </ArticleCallToAction>

        <ArticleDisclaimer reviewed={post.reviewed} />
      </ArticleLayout>
    </>
  );
}
