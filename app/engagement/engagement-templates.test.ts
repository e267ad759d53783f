import { describe, expect, it } from "vitest";
import { engagementTemplates, parseTemplate, standardTerms } from "./engagement-templates";
import { feeSource } from "./fee-sources";
import {
  composeTerms,
  isResponsibleLawyer,
  letterEditSchema,
  letterText,
  templateDefaults,
  unfilledBlank,
} from "./letter";

const valid = `title: A letter
practiceArea: family-law
fees: [family-uncontested-divorce]
billing: [flat]
scope: We prepare your uncontested divorce application and file it.
included: [The application]
notIncluded: [Court fees]
disbursements: Court fees are paid from your funds.
`;

describe("engagement letter templates", () => {
  it("has the firm's templates for each practice area the brief names, each fee from the schedule", () => {
    expect(engagementTemplates.map((t) => t.id).sort()).toEqual([
      "family-law",
      "immigration",
      "immigration-hearings-appeals",
      "real-estate-purchase",
      "real-estate-sale",
      "wills-powers-of-attorney",
    ]);
    for (const t of engagementTemplates)
      for (const fee of t.fees) expect(feeSource(fee), fee).toBeDefined();
    expect(standardTerms.endingByFirm).toMatch(/Rule 3\.7/);
    expect(standardTerms.identification).toMatch(/By-Law 7\.1/);
    expect(standardTerms.taxes).toMatch(/13%/);
  });

  it("accepts a valid file and stops the build on an unknown fee, with its line", () => {
    expect(parseTemplate("ok", valid)).toHaveProperty("template.title", "A letter");
    const wrong = parseTemplate("bad", valid.replace("family-uncontested-divorce", "made-up-fee"));
    expect(wrong).toEqual({
      problems: [
        expect.objectContaining({
          file: "app/content/engagement/bad.yaml",
          line: 3,
          message: expect.stringMatching(/no fee "made-up-fee"/),
        }),
      ],
    });
  });

  it("stops the build on a missing field or a bad file name", () => {
    const missing = parseTemplate("bad", valid.replace(/^scope:.*\n/m, ""));
    expect(missing).toHaveProperty("problems.0.message", expect.stringMatching(/"scope"/));
    expect(parseTemplate("Bad Name", valid)).toHaveProperty(
      "problems.0.message",
      expect.stringMatching(/lower-case/),
    );
  });
});

/** A template's letter for Ana Silva, dated November 29, 2026, with the fields a fee may need. */
function composed(template: (typeof engagementTemplates)[number]) {
  const edit = letterEditSchema.parse({
    ...templateDefaults(template),
    propertyPrice: "800000",
    hourlyRate: "250",
  });
  const result = composeTerms(template, standardTerms, edit, {
    clientName: "Ana Silva",
    lawyerName: "Danielle Mercer",
    date: "2026-11-29",
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe("a letter's text", () => {
  it("is dated in words, as a client reads a date, not in ISO form", () => {
    const template = engagementTemplates.find((t) => t.id === "family-law");
    if (!template) throw new Error("no family-law template");
    const text = letterText(composed(template).terms);
    expect(text).toContain("Dated November 29, 2026.");
    expect(text).not.toContain("2026-11-29");
  });

  it("names what it refers to: no stages or application it does not name, and a blank staff fill", () => {
    for (const template of engagementTemplates) {
      const { terms } = composed(template);
      const text = letterText(terms);
      // "Named below" only where the fee's line below names it; "stages" nowhere: none are named.
      expect(text, template.id).not.toMatch(/stages this letter names|\bnamed below\b/);
      const fee = text.slice(text.indexOf("\nOur fee\n"));
      if (/named under "Our fee" below/.test(text))
        expect(fee.toLowerCase(), template.id).toContain(terms.fee.label.toLowerCase());
      // The immigration letters leave the application or proceeding for staff to name: neither can
      // go out unnamed.
      expect(unfilledBlank(terms) !== undefined, template.id).toBe(
        template.practiceArea === "immigration",
      );
    }
    const named = { scope: "We prepare your study permit application.", included: ["x"] };
    expect(unfilledBlank({ ...named, notIncluded: ["y"] })).toBeUndefined();
    expect(unfilledBlank({ ...named, notIncluded: ["[the fee]"] })).toBe("[the fee]");
  });
});

it("never excludes the work its own fee is for: hearings and appeals have their own letter", () => {
  const byId = (id: string) => engagementTemplates.find((t) => t.id === id);
  const application = byId("immigration");
  const hearing = byId("immigration-hearings-appeals");
  if (!application || !hearing) throw new Error("no immigration templates");
  // The application's letter leaves appeals out, so it cannot be priced as an appeal.
  expect(application.fees).not.toContain("immigration-hearings-appeals");
  expect(application.notIncluded.join(" ")).toMatch(/Appeals, judicial review/);
  expect(hearing.fees).toEqual(["immigration-hearings-appeals"]);
  const text = letterText(composed(hearing).terms);
  expect(text).toMatch(/represent you in your \[name the proceeding/);
  expect(text).toMatch(/Appearing with you at the hearing/);
  expect(text).not.toMatch(/^\s*[-•]?\s*Appeals, judicial review/m);
});

describe("the countersignature", () => {
  it("is the named lawyer's alone: the desk account with her e-mail in firm.ts, in any case", () => {
    expect(isResponsibleLawyer("Danielle Mercer", "Danielle@MercerLaw.example")).toBe(true);
    expect(isResponsibleLawyer("Danielle Mercer", "rita@mercerlaw.example")).toBe(false);
    expect(isResponsibleLawyer("Danielle Mercer", "marcus@mercerlaw.example")).toBe(false);
    expect(isResponsibleLawyer("Someone Else", "danielle@mercerlaw.example")).toBe(false);
    expect(isResponsibleLawyer("Danielle Mercer", undefined)).toBe(false);
  });
});
