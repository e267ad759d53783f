import { maxFormFields } from "./parse-with-schema";

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
    if (type === "multipart/form-data") return await request.formData();
    // The body's size is bounded before any action runs (server/body-limit.ts); its fields are
    // decoded no further than one past the most a form may carry, so a post of a hundred thousand
    // tiny fields costs no more than one of a thousand, and `parseWithSchema` refuses it
    // (app/components/forms/parse-with-schema.ts).
    const pairs = (await request.text()).split("&", maxFormFields + 1).join("&");
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(pairs)) form.append(name, value);
    return form;
  } catch {
    return null;
  }
}

/** What a person is told when a post carried no form. */
export const unreadableForm =
  "This request did not carry the form's fields. Reload the page and try again.";
