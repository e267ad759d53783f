/**
 * Reading and writing the MDX elements of a content file's tree (mdast with mdast-util-mdx-jsx):
 * their props as an editor wrote them, and the elements the pipeline adds when it shapes a page.
 */
import type { Nodes, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type {
  ContentComponentName,
  ContentProps,
  StructuralName,
  StructuralProps,
} from "./components";
import type { FactVariant } from "./vocabulary";

export type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

export const isJsx = (n: Nodes): n is Jsx =>
  n.type === "mdxJsxFlowElement" || n.type === "mdxJsxTextElement";

/** The element, if the node is one with this name. */
export const isElement = (n: Nodes, name: string): n is Jsx => isJsx(n) && n.name === name;

export function attr(node: Jsx, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name,
  );
}

/** A prop's value: a string, true (no value), a number ({2}) or undefined. */
export function propValue(node: Jsx, name: string): string | number | boolean | undefined {
  const a = attr(node, name);
  if (!a) return undefined;
  if (a.value === null || a.value === undefined) return true;
  if (typeof a.value === "string") return a.value;
  const expr = a.value.value.trim();
  if (/^\d+$/.test(expr)) return Number(expr);
  if (expr === "true") return true;
  if (expr === "false") return false;
  return undefined;
}

export const stringProp = (node: Jsx, name: string): string | undefined => {
  const v = propValue(node, name);
  return typeof v === "string" ? v : undefined;
};

export function setAttr(node: Jsx, name: string, value: string) {
  const existing = attr(node, name);
  if (existing) existing.value = value;
  else node.attributes.push({ type: "mdxJsxAttribute", name, value });
}

type PropsOf<N extends string> = N extends StructuralName
  ? StructuralProps<N>
  : N extends ContentComponentName
    ? Partial<ContentProps<N>>
    : never;

/** An element the pipeline writes, with the props its schema declares (components.ts). */
export function jsx<N extends StructuralName | ContentComponentName>(
  name: N,
  props: PropsOf<N>,
  children: RootContent[],
): MdxJsxFlowElement {
  return {
    type: "mdxJsxFlowElement",
    name,
    attributes: Object.entries(props as Record<string, string | undefined>)
      .filter((e): e is [string, string] => e[1] !== undefined)
      .map(([n, value]) => ({ type: "mdxJsxAttribute", name: n, value })),
    children: children as MdxJsxFlowElement["children"],
  };
}

/** Which value a <Fact> asks for: its own, an earlier one, or a date. */
export function factVariant(node: Jsx): FactVariant {
  const index = (name: string) => {
    const v = propValue(node, name);
    if (typeof v === "string" && /^\d+$/.test(v)) return Number(v);
    return v === true ? 0 : typeof v === "number" ? v : undefined;
  };
  return {
    earlier: index("earlier"),
    changed: index("changed"),
    effective: propValue(node, "effective") === true || undefined,
  };
}
