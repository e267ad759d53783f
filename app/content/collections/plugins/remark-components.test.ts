import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { componentRules, propKind } from "../components";
import { attr, isElement } from "../mdx-nodes";
import { runPlugins } from "../run-plugins";
import { remarkComponents } from "./remark-components";

const check = (source: string, options?: Parameters<typeof runPlugins>[2]) =>
  runPlugins(source, [remarkComponents], options);

describe("remarkComponents: every element against its component's schema", () => {
  it("every prop of every component has a kind, so each mistake gets its own message", () => {
    for (const [name, rule] of Object.entries(componentRules))
      for (const [prop, schema] of Object.entries(rule.props.shape as Record<string, z.ZodType>))
        expect(propKind(schema), `<${name} ${prop}>`).toBeDefined();
  });

  it("a missing prop, a prop it does not take, a value not in its list, an id that is not one", async () => {
    const { said, problems } = await check(
      [
        '<Section colour="blue">',
        "",
        "Text.",
        "",
        "</Section>",
        "",
        "<Risks>",
        '<Risk title="Delays" impact="Hgh" />',
        "</Risks>",
        "",
        "<Solutions>",
        '<Solution id="Fast Route" title="T" urgency="High" timeline="Now" description="D" />',
        "</Solutions>",
      ].join("\n"),
    );
    expect(said).toEqual([
      '1: <Section> has no prop "colour".',
      '1: <Section> needs a "title".',
      '8: <Risk impact=…> is "Hgh", which is not allowed.',
      '12: <Solution id=…> is "Fast Route", which is not a valid id.',
    ]);
    expect(problems[0]?.fix).toBe("Use id, title, eyebrow, toc.");
    expect(problems[1]?.fix).toBe('Add title="…" to the <Section> element.');
    expect(problems[2]?.fix).toBe('Use one of: High, Medium. Did you mean "High"?');
  });

  it("a flag with a value, an index that is not a number, a value written as code", async () => {
    const { said } = await check(
      'Up to <Fact id="home-buyers-plan-limit" effective="yes" />, once <Fact id="home-buyers-plan-limit" earlier="last" />, <Note title={x}>n</Note>.',
    );
    expect(said).toEqual([
      "1: <Fact effective=…> takes no value.",
      "1: <Fact earlier=…> must be on its own (the latest) or a number, like earlier={1}.",
      "1: The value of <Note title=…> is not text, a number or true/false.",
    ]);
  });

  it("facts, fees, firm details and icons against the vocabulary, with the likely one", async () => {
    const { said, problems, ctx } = await check(
      [
        'Up to <Fact id="home-buyer-plan-limit" />, <Fee id="uncontested-divorse" />, <Firm field="nam" />.',
        "",
        "<Strategies>",
        '<Strategy title="Plan" icon="documnt" />',
        "</Strategies>",
        "",
        'And <Fact id="home-buyers-plan-limit" />.',
      ].join("\n"),
    );
    expect(said).toEqual([
      '1: There is no fact with id "home-buyer-plan-limit" in the facts register.',
      '1: There is no fee with id "uncontested-divorse".',
      '1: <Firm field="nam"> is not a detail of the firm.',
      '4: There is no icon called "documnt".',
    ]);
    expect(problems.map((p) => p.fix.match(/Did you mean "([^"]+)"/)?.[1])).toEqual([
      "home-buyers-plan-limit",
      "uncontested-divorce",
      "name",
      "document",
    ]);
    expect(ctx.result.facts).toEqual(["home-buyers-plan-limit"]);
  });

  it("writes {fact:id} and {firm:field} into text props, and collects the facts they name", async () => {
    const { tree, problems, ctx } = await check(
      '<Note title="Up to {fact:home-buyers-plan-limit} from {firm:shortName}">\n\nText.\n\n</Note>',
    );
    expect(problems).toEqual([]);
    const note = tree.children[0]!;
    expect(isElement(note, "Note") && attr(note, "title")?.value).toBe(
      `Up to ${ctx.vocabulary.factText("home-buyers-plan-limit", {})} from ${ctx.vocabulary.firmText("shortName")}`,
    );
    expect(ctx.result.facts).toEqual(["home-buyers-plan-limit"]);
  });

  it("where a component may stand: its collection, its parent, the top level, inside a sentence", async () => {
    const { said } = await check(
      [
        '<Phase id="p" title="T" summary="S" />',
        "",
        '<Card title="Alone" />',
        "",
        "<Note>",
        "",
        '<HeroNotice title="Urgent">',
        "",
        "Call.",
        "",
        "</HeroNotice>",
        "",
        "</Note>",
        "",
        "<Phone />",
      ].join("\n"),
    );
    expect(said).toEqual([
      "1: <Phase> cannot be used in an article.",
      "3: <Card> must be placed directly inside <Cards> or <NumberedCards>.",
      "7: <HeroNotice> must not be inside another element.",
      "15: <Phone> stands on a line of its own, but it belongs inside a sentence.",
    ]);
  });

  it("the props a collection requires (an article's step needs an icon and a description)", async () => {
    const step = '<Step title="Sign">\n\nText.\n\n</Step>';
    expect((await check(step)).said).toEqual([
      '1: <Step> needs a "icon" here.',
      '1: <Step> needs a "description" here.',
    ]);
    expect((await check(`<Steps>\n\n${step}\n\n</Steps>`, { kind: "guides" })).said).toEqual([
      '3: <Step> needs a "summary" here.',
    ]);
  });

  it("the past-results note of client stories (LSO Rules of Professional Conduct, rule 4.2-1)", async () => {
    const { said } = await check(
      '<Stories note="Real stories from real clients.">\n<Story id="a" title="T" client="C" />\n</Stories>',
    );
    expect(said).toEqual([
      "1: The note under client stories must say that past results do not guarantee future outcomes.",
    ]);
  });

  it("elements the website writes itself, and components that do not exist", async () => {
    const { said, problems } = await check('<LegalSection id="a" />\n\n<Sectoin title="T" />');
    expect(said).toEqual([
      "1: <LegalSection> is written by the website itself and cannot be used in a content file.",
      "3: There is no component called <Sectoin>.",
    ]);
    expect(problems[1]?.fix).toContain('Did you mean "Section"?');
  });
});
