import { ArticleByline } from "~/components/article/article-byline";
import { ArticleCallToAction } from "~/components/article/article-call-to-action";
import { ArticleDisclaimer } from "~/components/article/article-disclaimer";
import { articleJsonLd } from "~/components/article/article-json-ld";
import { ArticleLayout } from "~/components/article/article-layout";
import { ArticleSection } from "~/components/article/article-section";
import { ArticleStepSection } from "~/components/article/article-step-section";
import { StrategyGrid } from "~/components/article/strategy-grid";
import { FaqList } from "~/components/sections/faq-list";
import { PageHero } from "~/components/sections/page-hero";
import { realEstateAgreementsPost as post } from "~/content/blog/posts";
import {
  buyerStrategies,
  realEstateIntro,
  realEstateQuestions,
  realEstateSteps,
  realEstateToc,
  sellerStrategies,
  whyDealsFail,
} from "~/content/blog/real-estate-agreements";
import { bookingHref, firm, telHref } from "~/content/firm";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(post.path, [{ "script:ld+json": articleJsonLd(post) }]);

export default function RealEstateAgreementsArticle() {
  return (
    <>
      <PageHero path={post.path} eyebrow={post.topic} heading={post.title}>
        <p>{post.summary}</p>
        <ArticleByline post={post} />
      </PageHero>
      <ArticleLayout toc={realEstateToc} progress>
        <ArticleSection
          id="why-deals-go-wrong"
          eyebrow="The problem"
          heading="Why real estate deals go wrong"
        >
          <div className="prose-firm text-lg leading-relaxed">
            {realEstateIntro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ul className="mt-7 grid gap-4 sm:grid-cols-2">
            {whyDealsFail.map((r) => (
              <li
                key={r.title}
                className="rounded-card border border-line bg-white p-5 shadow-card"
              >
                <h3 className="text-lg font-semibold">{r.title}</h3>
                <p className="mt-1.5 text-[0.98rem]">{r.text}</p>
              </li>
            ))}
          </ul>
        </ArticleSection>

        {realEstateSteps.map((step) => (
          <ArticleStepSection key={step.id} step={step} total={realEstateSteps.length} />
        ))}

        <ArticleSection
          id="strategies-for-buyers"
          eyebrow="Tailored strategies"
          heading="Strategies for buyers"
        >
          <StrategyGrid items={buyerStrategies} />
        </ArticleSection>

        <ArticleSection
          id="strategies-for-sellers"
          eyebrow="Tailored strategies"
          heading="Strategies for sellers"
        >
          <StrategyGrid items={sellerStrategies} />
        </ArticleSection>

        <ArticleSection
          id="common-questions"
          eyebrow="Questions we hear"
          heading="Common questions"
        >
          <FaqList items={realEstateQuestions} />
        </ArticleSection>

        <ArticleCallToAction
          id="talk-to-a-lawyer"
          eyebrow="Deal in trouble?"
          heading="Talk to a real estate lawyer before the next deadline"
          actions={[
            { label: `Call Now: ${firm.phone.display}`, href: telHref(firm.phone), icon: "phone" },
            { label: "Book a Free Consultation", href: bookingHref, icon: "calendar" },
          ]}
        >
          <p>
            Whether you are about to sign, a condition is about to expire, or the other side says it
            will not close, we can review your agreement and explain your options. Your first{" "}
            {firm.consultation.minutes}-minute consultation is {firm.consultation.price},{" "}
            {firm.consultation.hours}.
          </p>
        </ArticleCallToAction>

        <ArticleDisclaimer reviewed={post.reviewed} />
      </ArticleLayout>
    </>
  );
}
