import { describe, expect, it } from "vitest";
import { runPlugins } from "../run-plugins";
import { remarkGuide } from "./guides";

describe("a guide: steps, timeline and bands; a checklist's phases", () => {
  it("reads out a step-by-step guide's numbered steps, its timeline and its bands of cards", async () => {
    const { ctx, problems } = await runPlugins(
      [
        "<Steps>",
        "",
        '<Step title="Sign the agreement" summary="S">',
        "",
        "Text.",
        "",
        "</Step>",
        "",
        '<Step id="close" title="Close" summary="S">',
        "",
        "Text.",
        "",
        "</Step>",
        "",
        "</Steps>",
        "",
        '<Timeline title="How long it takes">',
        '<Stage title="Offer" />',
        "</Timeline>",
        "",
        '<Cards eyebrow="Money" title="Tax considerations">',
        '<Card title="Land transfer tax" />',
        "</Cards>",
      ].join("\n"),
      [remarkGuide],
      { kind: "guides", guideType: "process-guide" },
    );
    expect(problems).toEqual([]);
    expect(ctx.result.steps).toEqual([
      { id: "sign-the-agreement", title: "Sign the agreement" },
      { id: "close", title: "Close" },
    ]);
    expect(ctx.result.hasTimeline).toBe(true);
    expect(ctx.result.bands).toEqual([
      { id: "tax-considerations", eyebrow: "Money", title: "Tax considerations" },
    ]);
  });

  it("reads out a checklist's phases and tasks, each task's detail as plain text", async () => {
    const { ctx, said } = await runPlugins(
      [
        '<Phase id="prepare" title="Prepare" summary="Before you sign.">',
        '<Task id="id" text="Find your ID">',
        "Two pieces, one with a photo.",
        "</Task>",
        '<Task id="id" text="Again" />',
        "Stray text.",
        "</Phase>",
      ].join("\n"),
      [remarkGuide],
      { kind: "guides", guideType: "checklist" },
    );
    expect(ctx.result.phases).toEqual([
      {
        id: "prepare",
        title: "Prepare",
        summary: "Before you sign.",
        items: [
          { id: "id", text: "Find your ID", detail: "Two pieces, one with a photo." },
          { id: "id", text: "Again" },
        ],
      },
    ]);
    expect(said).toEqual([
      '5: Two tasks in this phase have the id "id".',
      "6: A <Phase> holds only <Task> elements.",
    ]);
  });

  it("asks a guide for its steps and a checklist for its phases", async () => {
    const guide = await runPlugins("Text.", [remarkGuide], {
      kind: "guides",
      guideType: "process-guide",
    });
    expect(guide.said).toEqual(["1: A step-by-step guide needs <Steps> with at least one <Step>."]);
    const list = await runPlugins("Text.", [remarkGuide], {
      kind: "guides",
      guideType: "checklist",
    });
    expect(list.said).toEqual(["1: A checklist needs at least one <Phase> with <Task>s."]);
  });
});
