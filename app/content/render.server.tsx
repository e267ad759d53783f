/**
 * Renders a content file's body with the real React components, on the server only: when a page
 * is prerendered (and by `npm run dev`). The HTML goes into the page; the prose never travels as
 * JavaScript (docs/decisions/012-content-collections.md). The page's own components ask for it
 * through <Prose> (app/components/content/prose.tsx).
 */

import { bodies } from "virtual:content";
import type { ComponentType, ReactNode } from "react";
import { contentComponents } from "~/components/content/content-components";
import { SlotContext } from "~/components/content/slots";
import { faqPageJsonLd } from "~/components/sections/faq-list";
import { FigureSources } from "~/components/sections/figure-sources";
import { ResourceLinks } from "~/components/sections/resource-links";
import { StructuredData } from "~/components/ui/structured-data";
import type { FactId } from "~/content/facts";
import { resourcesByWebsite } from "~/content/resources";
import { absoluteUrl } from "~/lib/seo/seo";
import { entryByKey } from "./collections.server";

/**
 * One part of an entry: "body", "hero" (an article's urgent notice), "intro" (a legal page's
 * introduction), or "sources": the official resources and the sources of the figures it quotes.
 */
export function renderContent(key: string, slot: string): ReactNode {
  const entry = entryByKey(key);
  const Body = bodies[key];
  if (!entry || !Body) throw new Error(`No content entry ${key}`);
  if (slot === "sources") {
    return (
      <>
        {entry.kind === "guides" && entry.type === "process-guide" && entry.resources.length ? (
          <ResourceLinks resources={resourcesByWebsite(...entry.resources)} />
        ) : null}
        <FigureSources facts={entry.facts as FactId[]} />
      </>
    );
  }
  const components = contentComponents[entry.kind] as Record<string, ComponentType<never>>;
  return (
    <SlotContext.Provider value={slot}>
      <Body components={components} />
      {/* FAQPage structured data beside the questions: the answers stay out of the page's
          JavaScript data (search engines read JSON-LD anywhere in the document). */}
      {entry.kind === "faqs" && slot === "body" ? (
        <StructuredData
          data={faqPageJsonLd(
            entry.questions,
            absoluteUrl(entry.embedded ? entry.page : entry.path),
          )}
        />
      ) : null}
    </SlotContext.Provider>
  );
}
