// What the quote page shows of a no-JavaScript basket and what its forms post
// (decision 066): shared by the server, which builds it, and the quote page's
// island, whose server render draws it. Pure, no server code.
import type { CatalogueItemKind, CatalogueRecord } from "#app/features/quotes/quote.ts";
import type { RobotQuestion } from "#app/features/leads/index.ts";

/** The quote page's form posts, by their `intent` field. */
export const BASKET_INTENTS = ["add", "update", "remove", "send", "clear"] as const;
export type BasketIntent = (typeof BASKET_INTENTS)[number];

export function isBasketIntent(value: unknown): value is BasketIntent {
  return typeof value === "string" && (BASKET_INTENTS as readonly string[]).includes(value);
}

/** The id of the "Added to your quote" note beside an Add to Quote button; the redirect's fragment targets it. */
export function addedNoticeId(kind: CatalogueItemKind, id: string): string {
  return `added-${kind}-${id}`;
}

export interface BasketViewLine {
  type: CatalogueItemKind;
  id: string;
  name: string;
  /** 'Product', 'Bundle'… */
  kindLabel: string;
  /** The unit price as the catalogue shows it ('R375.00', 'R450.00/hr'). */
  priceLabel: string;
  quantity: number;
  /** Hours each person is booked, on a line charged by the hour. */
  hours?: number;
  /** The record at its hire price (no cost price), for the page's script to take the line into its own storage. */
  record: CatalogueRecord;
}

export interface ServerBasket {
  lines: BasketViewLine[];
  totalItems: number;
  /** The send's idempotency key, made per render: a double post makes one quote. */
  submissionKey: string;
  /** A message about the last change ('A quote can hold at most 200 lines…'). */
  notice?: string;
}

/** What the quote page's send answered, for the page to draw without JavaScript. */
export type BasketSendResult =
  | {
      status: "invalid" | "error";
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
      /** During a flood: the question to answer (decision 053). */
      question?: RobotQuestion;
    }
  | { status: "sent"; quoteNumber: string; liveUrl?: string };
