import * as z from "zod/mini";

/**
 * A checklist item's upload form (docs/DOCUMENTS.md#the-clients-page), checked in the browser by the
 * form system (app/components/forms/README.md): a file must be chosen. What the file holds (its
 * type, size, a virus) is checked by the server's streaming handler as it arrives, which answers a
 * post without JavaScript by a redirect to the page, not by a route action (see the README).
 */
export const noFileChosen = "Please choose a file or take a photo to send.";

export const checklistUploadSchema = z.object({
  file: z.custom<File>(
    (value) => typeof File !== "undefined" && value instanceof File && value.size > 0,
    noFileChosen,
  ),
});

export type ChecklistUploadValues = { file?: string };
