import { pageById } from "~/site-map";
import { fact, formatIsoDate } from "../facts";
import type { BlogPost } from "./types";

const realEstatePage = pageById("blog-real-estate-agreements");
const outOfStatusPage = pageById("blog-out-of-status-in-canada");

/** Blog index: the two posts, newest review first. */
export const realEstateAgreementsPost: BlogPost = {
  id: "real-estate-agreements",
  path: realEstatePage.path,
  title: realEstatePage.heading,
  summary:
    "Most failed Ontario real estate deals fail for predictable reasons: a rushed offer, a missed condition, a deposit at risk or a closing-day surprise. Five steps that protect buyers and sellers before and after they sign.",
  readingMinutes: 15,
  readingLabel: "15 minute read",
  heroLabel: "15 minute read",
  datePublished: "2025-03-17",
  dateModified: fact("article-real-estate-agreements-review").checked,
  reviewed: "article-real-estate-agreements-review",
  topic: "Real estate",
};

export const outOfStatusPost: BlogPost = {
  id: "out-of-status-in-canada",
  path: outOfStatusPage.path,
  title: outOfStatusPage.heading,
  summary:
    "If your permit has expired or your status has ended, time matters. Why people lose status, the risks, and seven routes that may be open to you, from restoration within 90 days to a humanitarian application.",
  readingMinutes: 20,
  readingLabel: "20 min read",
  heroLabel: "20 min read / Updated 2025",
  datePublished: "2025-02-10",
  dateModified: fact("article-out-of-status-review").checked,
  reviewed: "article-out-of-status-review",
  topic: "Immigration",
};

export const blogPosts: readonly BlogPost[] = [outOfStatusPost, realEstateAgreementsPost];

/** "March 17, 2025" from an ISO date: the site's one date format (the facts register's). */
export const formatArticleDate = formatIsoDate;
