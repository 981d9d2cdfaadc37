// What the quote page does outside React: the calls to the quotes API, leaving
// the page and handing a file to the browser. The page reads them from a
// context whose default is the browser's own, so tests can put stand-ins in.
import { createContext } from "react";
import type * as quotesClient from "#app/features/quotes/builder/quotes-client.ts";

/** The API calls load with the first of them: the form's first render needs none. */
const client = () => import("#app/features/quotes/builder/quotes-client.ts");

export interface QuotePageServices {
  createQuote: typeof quotesClient.createQuote;
  decideQuote: typeof quotesClient.decideQuote;
  fetchQuotePdf: typeof quotesClient.fetchQuotePdf;
  emailQuote: typeof quotesClient.emailQuote;
  /** Per line, available or limited on the quote's dates (decision 044); null when it could not be asked. */
  checkAvailability: typeof quotesClient.checkLineAvailability;
  /** Leaves the page without a history entry (an empty quote goes back to the catalogue). */
  leave: (path: string) => void;
  /** Hands the PDF to the browser as a download. */
  saveFile: (blob: Blob, fileName: string) => void;
  /** Loads what the calls need ahead of the first of them, when the page is idle. */
  prepare?: () => void;
}

/** A download through a temporary link, the way browsers save a blob under a file name. */
export function saveWithLink(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const browserServices: QuotePageServices = {
  createQuote: async (...args) => (await client()).createQuote(...args),
  decideQuote: async (...args) => (await client()).decideQuote(...args),
  fetchQuotePdf: async (...args) => (await client()).fetchQuotePdf(...args),
  emailQuote: async (...args) => (await client()).emailQuote(...args),
  checkAvailability: async (...args) => (await client()).checkLineAvailability(...args),
  leave: (path) => window.location.replace(path),
  saveFile: saveWithLink,
  prepare: () => void client(),
};

export const QuotePageServicesContext = createContext<QuotePageServices>(browserServices);
