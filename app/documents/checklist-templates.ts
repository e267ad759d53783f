/**
 * The checklists a document request is built from: one YAML file per matter in
 * app/content/document-checklists/, which the firm edits (docs/DOCUMENTS.md#checklists). Read at
 * build time and checked here, so a mistake in one stops the tests with the file and the problem.
 */
import { parse } from "yaml";
import { z } from "zod";

const itemSchema = z.strictObject({
  label: z.string().trim().min(3).max(120),
  hint: z.string().trim().min(3).max(300).optional(),
  optional: z.boolean().optional(),
});

const templateSchema = z.strictObject({
  title: z.string().trim().min(3).max(80),
  practiceArea: z.enum(["real-estate", "immigration", "wills-estates", "family-law", "notary"]),
  /** Documents are due this many hours before the consultation (immigration: 48, the fee terms). */
  dueBeforeConsultationHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .optional(),
  /**
   * Sent with the confirmation of a consultation booked on the site for this practice area, due
   * `dueBeforeConsultationHours` before it (docs/DOCUMENTS.md#from-a-booking). One per area at most.
   */
  sentWithBooking: z.literal(true).optional(),
  intro: z.string().trim().min(10).max(600),
  items: z.array(itemSchema).min(1).max(30),
});

export type ChecklistTemplate = z.infer<typeof templateSchema> & { id: string };

const files = import.meta.glob("../content/document-checklists/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function load(): ChecklistTemplate[] {
  return Object.entries(files)
    .map(([file, text]) => {
      const id = file.replace(/^.*\//, "").replace(/\.yaml$/, "");
      const parsed = templateSchema.safeParse(parse(text));
      if (!parsed.success)
        throw new Error(
          `app/content/document-checklists/${id}.yaml: ${parsed.error.issues.map((i) => `${i.path.join(".") || "file"}: ${i.message}`).join("; ")}`,
        );
      return { id, ...parsed.data };
    })
    .sort((a, b) => a.practiceArea.localeCompare(b.practiceArea) || a.title.localeCompare(b.title));
}

export const checklistTemplates: readonly ChecklistTemplate[] = load();

export function checklistTemplate(id: string): ChecklistTemplate | undefined {
  return checklistTemplates.find((t) => t.id === id);
}

/** The checklist sent with a booking for this practice area, if the firm sends one. */
export function bookingTemplateFor(serviceType: string | null): ChecklistTemplate | undefined {
  return checklistTemplates.find((t) => t.practiceArea === serviceType && t.sentWithBooking);
}

/**
 * The checklist a new request from an inquiry starts with: its practice area's booking checklist,
 * or else the first of the area.
 */
export function defaultTemplateFor(serviceType: string | null): ChecklistTemplate | undefined {
  return (
    bookingTemplateFor(serviceType) ??
    checklistTemplates.find((t) => t.practiceArea === serviceType)
  );
}
