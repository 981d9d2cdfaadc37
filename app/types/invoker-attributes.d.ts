// HTML attributes React passes through as written but does not type yet:
// Invoker Commands (`commandfor`/`command`), with which a button opens or
// closes a dialog or popover with no script.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | undefined;
  }
}
