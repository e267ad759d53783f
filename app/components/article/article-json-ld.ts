import type { Article, WithContext } from "schema-dts";
import type { BlogPost } from "~/content/blog/types";
import { bioPath, firm, principal } from "~/content/firm";
import { absoluteUrl, socialImagePath } from "~/lib/seo";

/** ISO 8601 duration for a reading time in minutes, e.g. 15 -> "PT15M". */
export function readingDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0)
    throw new Error(`readingDuration: ${minutes} is not a whole number of minutes`);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}`;
}

/** schema.org Article for a blog post, written by the principal lawyer, published by the firm. */
export function articleJsonLd(post: BlogPost) {
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
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    timeRequired: readingDuration(post.readingMinutes),
    articleSection: post.topic,
    author: {
      "@type": "Person",
      name: principal.name,
      jobTitle: principal.title,
      url: absoluteUrl(bioPath(principal)),
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
