import * as z from "zod/mini";
import { refusalText } from "./document-messages";

/**
 * A checklist item's upload form (docs/DOCUMENTS.md#the-clients-page), checked in the browser by the
 * form system (app/components/forms/README.md): a file must be chosen, and it must not be empty.
 * What the file holds (its type, size, a virus) is checked by the server's streaming handler as it
 * arrives, which answers a post without JavaScript by a redirect to the page, not by a route action
 * (see the README).
 */
export const noFileChosen = "Please choose a file or take a photo to send.";

/**
 * A file chosen that holds nothing (0 bytes: a photo the phone had not finished saving, a file
 * still downloading): said as the server says it, not as if no file were chosen.
 */
export const emptyFileChosen = refusalText("empty", 0);

/** What a file input posts: a File, named when one was chosen (an empty input posts a nameless one). */
const isChosenFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File && (value.name !== "" || value.size > 0);

export const checklistUploadSchema = z.object({
  file: z
    .custom<File>(isChosenFile, noFileChosen)
    .check(z.refine((file) => file.size > 0, emptyFileChosen)),
});

export type ChecklistUploadValues = { file?: string };
