import { AFTER_FIRST_PAINT } from "./deferred-scripts";
import { PIECES_ATTRIBUTE } from "./ready-mark";

/**
 * Writes into a rendered document the number of pieces the server rendered in it
 * (app/page/pieces.ts), on the template the layout renders for the page's scripts
 * (app/page/document-scripts.tsx): the browser marks the page hydrated once that many pieces
 * have hydrated (app/page/ready-mark.ts). Only our own element is touched, found by its exact
 * markup; a document without it (none is expected) is returned as it is.
 */
export function withPieceCount(html: string, count: number): string {
  const template = `<template ${AFTER_FIRST_PAINT}="">`;
  return html.replace(
    template,
    () => `<template ${AFTER_FIRST_PAINT}="" ${PIECES_ATTRIBUTE}="${count}">`,
  );
}
