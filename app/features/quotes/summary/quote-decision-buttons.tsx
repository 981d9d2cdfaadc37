// The summary stage's decisions: Accept Quote (a link to the quote's own page,
// where the customer signs: issue 32), Request Discount, Decline Quote and
// I'm Okay (No Quote), then the PDF download and the e-mailed copy.
import { Download, Loader2, Mail } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import type { QuoteRequestType } from "#app/features/quotes/quote-document.ts";

/** The decisions taken here in one press; Accept Quote is a link to the signature step. */
const actions: {
  type: Exclude<QuoteRequestType, "accept">;
  label: string;
  variant: "brand" | "outline" | "ghost" | "primary";
}[] = [
  { type: "discount", label: "Request Discount", variant: "brand" },
  { type: "decline", label: "Decline Quote", variant: "outline" },
  { type: "undecided", label: "I'm Okay (No Quote)", variant: "ghost" },
];

const spinnerClass = "animate-spin motion-reduce:animate-none";

export interface DecisionButtonsProps {
  /** The decision on its way, if any: every decision waits while one is. */
  pending: QuoteRequestType | null;
  /**
   * The live page's signature step (/q/<token>#accept), where Accept Quote
   * leads: accepting needs the typed name and the hire terms. Absent for a
   * local estimate (nothing to accept on the server).
   */
  acceptPath?: string;
  /** Accept Quote pressed: false keeps the visitor here (no quote on the server to accept). */
  onAccept: () => boolean;
  downloading: boolean;
  /** "Email My Quote" is on its way. */
  emailing: boolean;
  onDecide: (requestType: Exclude<QuoteRequestType, "accept">) => void;
  onDownload: () => void;
  onEmail: () => void;
}

/** Accept Quote: waiting with the others while a decision is on its way, else the link to the signature step. */
function AcceptButton({
  pending,
  acceptPath,
  onAccept,
}: Pick<DecisionButtonsProps, "pending" | "acceptPath" | "onAccept">) {
  if (pending !== null) {
    return (
      <Button type="button" variant="primary" size="lg" disabled>
        <Loader2 className={spinnerClass} aria-hidden="true" />
        Accept Quote
      </Button>
    );
  }
  // A link, so it works as one (open in a new tab, keyboard), to the step where the customer signs.
  return (
    <Button asChild variant="primary" size="lg">
      <a
        href={acceptPath ?? "#"}
        onClick={(event) => {
          if (!onAccept()) event.preventDefault();
        }}
      >
        Accept Quote
      </a>
    </Button>
  );
}

export function DecisionButtons({
  pending,
  acceptPath,
  onAccept,
  downloading,
  emailing,
  onDecide,
  onDownload,
  onEmail,
}: DecisionButtonsProps) {
  return (
    <div className="mt-8 flex flex-wrap gap-3" role="group" aria-label="Your decision" aria-busy={pending !== null}>
      <AcceptButton pending={pending} acceptPath={acceptPath} onAccept={onAccept} />
      {actions.map((action) => (
        <Button
          key={action.type}
          type="button"
          variant={action.variant}
          size="lg"
          disabled={pending !== null}
          onClick={() => onDecide(action.type)}
        >
          {/* While any decision is on its way, all four wait and show the spinner (spec section 4). */}
          {pending !== null ? <Loader2 className={spinnerClass} aria-hidden="true" /> : null}
          {action.label}
        </Button>
      ))}
      <Button type="button" variant="link" size="lg" disabled={downloading} onClick={onDownload}>
        {downloading ? <Loader2 className={spinnerClass} aria-hidden="true" /> : <Download aria-hidden="true" />}
        Download Quote
      </Button>
      <Button type="button" variant="link" size="lg" disabled={emailing} onClick={onEmail}>
        {emailing ? <Loader2 className={spinnerClass} aria-hidden="true" /> : <Mail aria-hidden="true" />}
        Email My Quote
      </Button>
    </div>
  );
}
