// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

// The body of a hydrating page as the server renders it: the layout's pieces, a piece nested in
// the page, a piece inside prose (kept as HTML, never hydrated) and React Router's script-only
// boundaries for the streamed route data.
const body = [
  "<!--$--><header>Header</header><!--/$-->",
  "<main><!--$--><section>Hero<!--$--><ul><li>Card</li></ul><!--/$--></section>",
  '<div data-prose="guides/x#body"><section><!--$--><ul><li>Prose card</li></ul><!--/$--></section></div><!--/$--></main>',
  "<!--$--><footer>Footer</footer><!--/$-->",
  "<!--$--><script>window.a=1</script><!--$--><script>window.b=2</script><!--/$--><!--/$-->",
].join("");

async function fresh() {
  vi.resetModules();
  document.body.innerHTML = body;
  delete document.documentElement.dataset.hydrated;
  return import("./hydration-progress");
}

describe("hydration progress", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
  });

  it("marks the page hydrated only when every piece of page content has hydrated", async () => {
    const { layoutHydrated, pieceHydrated } = await fresh();
    layoutHydrated();
    // Four pieces: header, the page, the card inside it, the footer.
    for (let i = 0; i < 3; i++) {
      pieceHydrated();
      expect(document.documentElement.dataset.hydrated).toBeUndefined();
    }
    pieceHydrated();
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });

  it("counts pieces that hydrated before the layout reported", async () => {
    const { layoutHydrated, pieceHydrated } = await fresh();
    for (let i = 0; i < 4; i++) pieceHydrated();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    layoutHydrated();
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });
});
