import { describe, expect, it } from "vitest";
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
});
