/**
 * A route action's form body, or null when the request has none a form could have sent: no body,
 * a body that is not `application/x-www-form-urlencoded` or `multipart/form-data` (JSON, plain
 * text), or one that cannot be read. The action then answers 400 with `unreadableForm`, never
 * 500 (app/components/forms/README.md).
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** What a person is told when a post carried no form. */
export const unreadableForm =
  "This request did not carry the form's fields. Reload the page and try again.";
