import type { Article, WithContext } from "schema-dts";
import { firm } from "~/content/firm";
import { absoluteUrl, socialImagePath } from "~/lib/seo/seo";

/** ISO 8601 duration for a reading time in minutes, e.g. 15 -> "PT15M". */
export function readingDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0)
    throw new Error(`readingDuration: ${minutes} is not a whole number of minutes`);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}`;
}

/** What Article structured data needs from an article (its loader data). */
export interface ArticleFacts {
  path: string;
  title: string;
  summary: string;
  published: string;
  dateModified: string;
  readingMinutes: number;
  areaLabel: string;
  author: { name: string; title: string; path: string };
}

/** schema.org Article for a blog post, written by one of the firm's lawyers, published by the firm. */
export function articleJsonLd(post: ArticleFacts) {
  const url = absoluteUrl(post.path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(socialImagePath),
    inLanguage: "en-CA",
    datePublished: post.published,
    dateModified: post.dateModified,
    timeRequired: readingDuration(post.readingMinutes),
    articleSection: post.areaLabel,
    author: {
      "@type": "Person",
      name: post.author.name,
      jobTitle: post.author.title,
      url: absoluteUrl(post.author.path),
    },
    publisher: {
      "@type": "LegalService",
      "@id": `${absoluteUrl("/")}#firm`,
      name: firm.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    },
  } satisfies WithContext<Article>;
}
