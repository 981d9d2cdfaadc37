// HTML attributes React passes through as written but does not type yet:
// Invoker Commands (`commandfor`/`command`: a button opens or closes a dialog
// with no script) and Interest Invokers (`interestfor`: hovering or focusing
// a button shows its popover after the CSS `interest-delay`).
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | undefined;
    interestfor?: string | undefined;
  }
}
