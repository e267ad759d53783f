/**
 * Reading the elements an MDX body passes as children: the blocks of a list component are
 * React elements whose props are what the editor wrote (<Card title="…">…</Card>).
 */
import {
  Children,
  type ComponentType,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";

type AnyProps = Record<string, unknown> & { children?: ReactNode };

/** Child elements, optionally only those of one component. */
export function elementsOf<P extends AnyProps = AnyProps>(
  children: ReactNode,
  type?: ComponentType<P> | string | readonly (ComponentType<P> | string)[],
): ReactElement<P>[] {
  const types = type === undefined ? undefined : Array.isArray(type) ? type : [type];
  return Children.toArray(children).filter(
    (c): c is ReactElement<P> =>
      isValidElement(c) && (!types || types.includes(c.type as ComponentType<P> | string)),
  );
}

/** Children that are not elements of these components (the prose around list blocks). */
export function withoutTypes(
  children: ReactNode,
  types: readonly (ComponentType<never> | string)[],
): ReactNode[] {
  return Children.toArray(children).filter(
    (c) => !(isValidElement(c) && types.includes(c.type as ComponentType<never> | string)),
  );
}

/** The items of the Markdown lists among the children, each item's own content. */
export function listItemsOf(children: ReactNode): ReactNode[] {
  const items: ReactNode[] = [];
  for (const list of Children.toArray(children)) {
    if (!isValidElement<AnyProps>(list)) continue;
    for (const li of Children.toArray(list.props.children)) {
      if (isValidElement<AnyProps>(li)) items.push(li.props.children);
    }
  }
  return items;
}

/** Whether a child is plain Markdown (a paragraph, list, heading) rather than a component. */
export function isMarkdown(child: ReactNode): boolean {
  return isValidElement(child) && typeof child.type === "string";
}

/**
 * Groups consecutive Markdown children into one block (so they share the prose styles) and
 * leaves components as they are.
 */
export function groupProse(
  children: ReactNode,
  wrap: (nodes: ReactNode[], key: string) => ReactNode,
) {
  const out: ReactNode[] = [];
  let run: ReactNode[] = [];
  const flush = () => {
    if (run.length) out.push(wrap(run, `prose-${out.length}`));
    run = [];
  };
  for (const child of Children.toArray(children)) {
    if (typeof child === "string" && child.trim() === "") continue;
    if (isMarkdown(child) || typeof child === "string") run.push(child);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

/** Puts `lead` at the start of the first paragraph ("<strong>Note:</strong> …"). */
export function prependToFirstParagraph(children: ReactNode, lead: ReactNode): ReactNode[] {
  let done = false;
  return Children.toArray(children).map((c) => {
    if (!done && isValidElement<AnyProps>(c) && c.type === "p") {
      done = true;
      return cloneElement(c, {}, lead, " ", c.props.children);
    }
    return c;
  });
}

/** The paragraphs' own content, unwrapped (for a block that styles its own <p>s). */
export function paragraphsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).map((c) =>
    isValidElement<AnyProps>(c) && c.type === "p" ? c.props.children : c,
  );
}
