// @vitest-environment happy-dom
import { type SubmissionResult, useForm } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { CheckboxField } from "./checkbox-field";
import { ErrorSummary } from "./error-summary";
import { FieldSet } from "./field-set";
import { parseWithSchema } from "./parse-with-schema";
import { RadioGroupField } from "./radio-group-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";
import { TextareaField } from "./textarea-field";

// The form system as a person meets it: one schema's messages, the typed values kept, and every
// control named by its label, hint and error (app/components/forms/README.md).

const schema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .check(z.trim(), z.minLength(1, "Please enter your name.")),
  email: z.email("Please enter a valid e-mail address."),
  note: z.optional(z.string()),
  area: z.enum(["real-estate", "family-law"], { error: "Choose an area." }),
  when: z.enum(["morning", "afternoon"], { error: "Choose a time." }),
  confirm: z.literal("yes", { error: "Tick the box to confirm." }),
});

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
}

function Example({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<Partial<Record<keyof typeof schema.shape, string>>>({
    id: "example",
    lastResult,
  });
  const errors = (["name", "email", "area", "when", "confirm"] as const).flatMap((n) => {
    const message = fields[n].errors?.[0];
    return message ? [{ id: fields[n].id, label: n, message }] : [];
  });
  return (
    <form id={form.id} method="post">
      <ErrorSummary errors={errors} />
      <FieldSet legend="About you">
        <TextField
          field={fields.name}
          label="Name"
          mark="required"
          required
          hint="As on your ID."
        />
        <TextField field={fields.email} label="E-mail" type="email" describedByIds={["privacy"]} />
      </FieldSet>
      <TextareaField field={fields.note} label="Note" mark="optional" />
      <SelectField
        field={fields.area}
        label="Area"
        placeholder="Choose one"
        options={[
          { value: "real-estate", label: "Real Estate" },
          { value: "family-law", label: "Family Law" },
        ]}
      />
      <RadioGroupField
        field={fields.when}
        legend="When may we call?"
        options={[
          { value: "morning", label: "Morning" },
          { value: "afternoon", label: "Afternoon" },
        ]}
      />
      <CheckboxField field={fields.confirm} value="yes" label="I confirm" />
    </form>
  );
}

function render(lastResult?: SubmissionResult<string[]>): Document {
  return new DOMParser().parseFromString(
    renderToStaticMarkup(<Example lastResult={lastResult} />),
    "text/html",
  );
}

describe("parseWithSchema", () => {
  it("gives the schema's value, or its messages by field name", () => {
    const ok = parseWithSchema(
      formData({
        name: " Ana ",
        email: "ana@example.com",
        area: "family-law",
        when: "morning",
        confirm: "yes",
      }),
      schema,
    );
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.name).toBe("Ana");
    const bad = parseWithSchema(formData({ name: "  ", email: "ana@" }), schema);
    expect(bad.status).toBe("error");
    expect(bad.status === "error" && bad.error).toEqual({
      name: ["Please enter your name."],
      email: ["Please enter a valid e-mail address."],
      area: ["Choose an area."],
      when: ["Choose a time."],
      confirm: ["Tick the box to confirm."],
    });
  });
});

describe("the field components, as the server renders them", () => {
  it("label every control and describe it by its hint, without errors before a post", () => {
    const doc = render();
    const name = doc.querySelector<HTMLInputElement>("input[name=name]")!;
    expect(doc.querySelector(`label[for="${name.id}"]`)?.textContent).toBe("Name (required)");
    expect(name.required).toBe(true);
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(doc.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(
      "As on your ID.",
    );
    expect(doc.querySelector("input[name=email]")?.getAttribute("aria-describedby")).toBe(
      "privacy",
    );
    expect(doc.querySelector("fieldset legend")?.textContent).toBe("About you");
    expect(doc.querySelectorAll("[role=alert]")).toHaveLength(0);
  });

  it("after a refused post: each error under its field, named by aria-describedby, with what was typed kept", () => {
    const result = parseWithSchema(
      formData({ name: "", email: "ana@", note: "Call after 5", area: "real-estate", when: "x" }),
      schema,
    ).reply();
    const doc = render(result);
    const described = (el: Element | null) =>
      (el?.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => doc.getElementById(id)?.textContent);
    const name = doc.querySelector("input[name=name]");
    expect(name?.getAttribute("aria-invalid")).toBe("true");
    expect(described(name)).toEqual(["Please enter your name.", "As on your ID."]);
    const email = doc.querySelector<HTMLInputElement>("input[name=email]")!;
    expect(email.value).toBe("ana@");
    expect(described(email)[0]).toBe("Please enter a valid e-mail address.");
    expect(doc.querySelector("textarea[name=note]")?.textContent).toBe("Call after 5");
    expect(doc.querySelector<HTMLSelectElement>("select[name=area]")?.value).toBe("real-estate");
    // The radio group: one question (legend), its error on the group, each choice labelled.
    const group = doc.querySelector("fieldset[aria-invalid=true]");
    expect(group?.querySelector("legend")?.textContent).toBe("When may we call?");
    expect(described(group)).toEqual(["Choose a time."]);
    const radios = [...doc.querySelectorAll<HTMLInputElement>("input[name=when]")];
    expect(radios.map((r) => doc.querySelector(`label[for="${r.id}"]`)?.textContent)).toEqual([
      "Morning",
      "Afternoon",
    ]);
    const confirm = doc.querySelector("input[name=confirm]");
    expect(confirm?.getAttribute("aria-invalid")).toBe("true");
    // The summary links each error to its field (the radio group: to its fieldset).
    const links = [...doc.querySelectorAll("[role=alert] a")];
    expect(links.map((a) => doc.getElementById(a.getAttribute("href")!.slice(1))?.tagName)).toEqual(
      ["INPUT", "INPUT", "FIELDSET", "INPUT"],
    );
    expect(links.map((a) => a.textContent)).toEqual([
      "name: Please enter your name.",
      "email: Please enter a valid e-mail address.",
      "when: Choose a time.",
      "confirm: Tick the box to confirm.",
    ]);
  });

  it("ticks a checkbox and a radio again when the post had them", () => {
    const result = parseWithSchema(formData({ when: "afternoon", confirm: "yes" }), schema).reply();
    const doc = render(result);
    expect(doc.querySelector<HTMLInputElement>("input[name=confirm]")?.checked).toBe(true);
    expect(doc.querySelector<HTMLInputElement>("input[value=afternoon]")?.checked).toBe(true);
  });
});
