import { pageById } from "~/site-map";
import type { BlogPost } from "./types";

const realEstatePage = pageById("blog-real-estate-agreements");
const outOfStatusPage = pageById("blog-out-of-status-in-canada");

/** SPEC §2 Blog index: the two posts, newest review first. */
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
  dateModified: "2025-10-20",
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
  dateModified: "2025-11-03",
  topic: "Immigration",
};

export const blogPosts: readonly BlogPost[] = [outOfStatusPost, realEstateAgreementsPost];

/** "March 17, 2025" from an ISO date, without time-zone drift. */
export function formatArticleDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}
