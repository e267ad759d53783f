/**
 * HTML invoker commands (`commandfor` and `command` on a button, WHATWG HTML "the button element"),
 * which React passes through as attributes but its types do not list yet.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      | "show-modal"
      | "close"
      | "request-close"
      | "show-popover"
      | "hide-popover"
      | "toggle-popover";
  }
}
