// A WhatsApp click-to-chat link (https://wa.me/…?text=…) drawn as a button,
// with WhatsApp's speech-bubble glyph. It opens WhatsApp (or WhatsApp Web) in
// a new tab, so the page the visitor was on stays open behind it. Plain
// markup: catalogue cards render it on the server and inside search islands.
import { buttonVariants } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";

/** WhatsApp's mark: a round speech bubble with a handset, drawn for 24×24. */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path fill="#25D366" d="M12 2.2a9.8 9.8 0 0 0-8.4 14.9L2.2 21.8l4.8-1.3A9.8 9.8 0 1 0 12 2.2Z" />
      <path
        fill="#fff"
        d="M8.6 6.8c-.2-.5-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7c0 1.6 1.2 3.1 1.3 3.3.2.2 2.3 3.6 5.6 4.9 2.8 1.1 3.3.9 4 .8.6-.1 2-.8 2.2-1.6.3-.8.3-1.5.2-1.6l-.6-.4-2.1-1c-.3-.1-.5-.2-.7.1l-1 1.2c-.2.2-.4.2-.7.1a8 8 0 0 1-2.4-1.5 9 9 0 0 1-1.6-2c-.2-.3 0-.5.1-.6l.5-.6.3-.5a.6.6 0 0 0 0-.6l-1-2.3Z"
      />
    </svg>
  );
}

export function WhatsAppLink({
  href,
  label = "WhatsApp",
  about,
  size = "md",
  variant = "outline",
  className,
}: {
  /** A click-to-chat link from app/platform/whatsapp.ts. */
  href: string;
  /** The visible words. */
  label?: string;
  /** Read after the label by screen readers, e.g. "about the Premium 12-Inch Powered Speaker". */
  about?: string;
  size?: "sm" | "md" | "lg";
  /** "outline-light" on dark backgrounds. */
  variant?: "outline" | "outline-light";
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={cn(buttonVariants({ variant, size }), className)}
      data-whatsapp-link=""
    >
      <WhatsAppIcon />
      {label}
      <span className="sr-only">{about ? ` ${about}` : ""} (opens WhatsApp in a new tab)</span>
    </a>
  );
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
