/**
 * The components each collection's files may use, by the names editors write
 * (app/content/collections/components.ts has their rules; a unit test keeps both in step).
 * Server only: app/content/render.server.tsx renders with these when a page is prerendered.
 */
import type { ComponentType } from "react";
import type { CollectionKind } from "~/content/collections/schema";
import {
  Assurance,
  Assurances,
  CallButton,
  CallToAction,
  EmailButton,
  HeroNotice,
  LinkButton,
} from "./article-actions";
import {
  ActionItems,
  Advantages,
  ArticleCards,
  ArticleStep,
  Card,
  Considerations,
  Lead,
  Note,
  NumberedCards,
  Requirements,
  Risk,
  Risks,
  Section,
  Solution,
  Solutions,
  Stories,
  Story,
  Strategies,
  Strategy,
} from "./article-blocks";
import { Email, Fact, Fee, Firm, Phone, ProseLink, Unrelated } from "./inline";
import {
  FaqQuestion,
  FaqQuestions,
  GuideCard,
  GuideCards,
  GuideStep,
  LegalSection,
  LegalSections,
  Phase,
  Questions,
  Reminders,
  Stage,
  Steps,
  Task,
  Timeline,
  Tips,
} from "./page-blocks";
import { Slot } from "./slots";

// biome-ignore lint/suspicious/noExplicitAny: MDX passes each component the props its file wrote, checked by the loader
type AnyComponent = ComponentType<any>;

const common: Record<string, AnyComponent> = {
  a: ProseLink,
  Fact,
  Figure: Fact,
  Fee,
  Phone,
  Email,
  Firm,
  Unrelated,
  Note,
  Slot,
  FaqQuestions,
  FaqQuestion,
  HeadingId: () => null,
};

export const contentComponents: Record<CollectionKind, Record<string, AnyComponent>> = {
  blog: {
    ...common,
    Lead,
    Section,
    Step: ArticleStep,
    ActionItems,
    Cards: ArticleCards,
    Card,
    NumberedCards,
    Strategies,
    Strategy,
    Questions,
    Risks,
    Risk,
    Solutions,
    Solution,
    Requirements,
    Advantages,
    Considerations,
    Stories,
    Story,
    CallToAction,
    CallButton,
    EmailButton,
    LinkButton,
    Assurances,
    Assurance,
    HeroNotice,
  },
  guides: {
    ...common,
    Steps,
    Step: GuideStep,
    Tips,
    Timeline,
    Stage,
    Cards: GuideCards,
    Card: GuideCard,
    Phase,
    Task,
    Reminders,
  },
  legal: { ...common, LegalSections, LegalSection },
  faqs: { ...common },
};
