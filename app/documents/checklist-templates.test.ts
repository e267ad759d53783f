import { describe, expect, it } from "vitest";
import { checklistTemplates } from "./checklist-templates";

describe("document checklists (app/content/document-checklists)", () => {
  it("has one per matter the firm takes documents for, each valid", () => {
    expect(checklistTemplates.map((t) => t.id).sort()).toEqual([
      "immigration-citizenship",
      "immigration-consultation",
      "immigration-express-entry",
      "immigration-spousal-sponsorship",
      "immigration-study-permit",
      "immigration-visitor-visa",
      "immigration-work-permit",
      "notary",
      "purchase",
      "refinance",
      "sale",
      "will",
    ]);
  });

  it("makes immigration documents due 48 hours before the consultation, as the fee terms say", () => {
    for (const t of checklistTemplates.filter((t) => t.practiceArea === "immigration"))
      expect(t.dueBeforeConsultationHours, t.id).toBe(48);
  });

  it("states no period of its own in the page's introduction: the due date shown beside it is counted in business days, and may be none", () => {
    // docs/DOCUMENTS.md#from-a-booking: 48 hours counted in business days, never before the close
    // of the next business day, so the date shown is often not 48 hours before, or there is none.
    for (const t of checklistTemplates)
      expect(t.intro ?? "", t.id).not.toMatch(/\b\d+\s*(hours?|days?|business days?)\b/i);
  });

  it("sends at most one checklist with a booking per practice area, with its due time", () => {
    const withBooking = checklistTemplates.filter((t) => t.sentWithBooking);
    expect(withBooking.map((t) => t.id)).toEqual(["immigration-consultation"]);
    expect(new Set(withBooking.map((t) => t.practiceArea)).size).toBe(withBooking.length);
    for (const t of withBooking) expect(t.dueBeforeConsultationHours, t.id).toBeDefined();
  });

  it("asks a closing for the agreement, identification and the mortgage commitment", () => {
    const purchase = checklistTemplates.find((t) => t.id === "purchase")!;
    const labels = purchase.items.map((i) => i.label).join(" | ");
    expect(labels).toMatch(/Agreement of purchase and sale/);
    expect(labels).toMatch(/photo ID/);
    expect(labels).toMatch(/Mortgage commitment/);
  });
});
