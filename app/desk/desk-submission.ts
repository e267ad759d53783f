/**
 * The hidden field that makes a desk form's post act once (docs/DESK.md#every-action-once): a key
 * minted each time the desk renders (the signed-in layout's loader), carried by every form of the
 * page. Shared by the forms (app/components/desk/submission-key.tsx) and the actions
 * (app/desk/desk-once.server.ts).
 */
export const submissionField = "submission";

/** What a minted key looks like (a random UUID); anything else is no key. */
export const submissionKeyPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
