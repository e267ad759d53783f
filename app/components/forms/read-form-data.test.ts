import { describe, expect, it } from "vitest";
import { exceedsFieldLimit, maxFormFields } from "./parse-with-schema";
import { readFormData } from "./read-form-data";

describe("readFormData", () => {
  const post = (body: BodyInit | null, type?: string) =>
    new Request("http://x/", {
      method: "POST",
      body,
      headers: type ? { "content-type": type } : {},
    });

  it("reads a form post, and gives null for a post that carries no form", async () => {
    const form = await readFormData(
      post("note=hi", "application/x-www-form-urlencoded;charset=UTF-8"),
    );
    expect(form?.get("note")).toBe("hi");
    expect(await readFormData(post(null))).toBeNull();
    expect(await readFormData(post('{"note":"hi"}', "application/json"))).toBeNull();
    expect(await readFormData(post("note=hi", "text/plain"))).toBeNull();
    expect(await readFormData(post("--x\r\nbroken", "multipart/form-data; boundary=y"))).toBeNull();
  });

  it("decodes a flood of fields no further than one past the most a form carries", async () => {
    const form = await readFormData(
      post("q.price=1&".repeat(100_000), "application/x-www-form-urlencoded"),
    );
    expect([...(form?.keys() ?? [])]).toHaveLength(maxFormFields + 1);
    expect(form && exceedsFieldLimit(form)).toBe(true);
    // A form within the count is read whole, "+" and escapes decoded as a browser sent them.
    const fine = await readFormData(
      post("note=a+b%20%E4%B8%AD&ids=1&ids=2", "application/x-www-form-urlencoded"),
    );
    expect(fine?.get("note")).toBe("a b 中");
    expect(fine?.getAll("ids")).toEqual(["1", "2"]);
  });
});
