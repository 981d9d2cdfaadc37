// The staff preview of every e-mail (decision 032): each one rendered with
// sample data, exactly as the senders render real ones.
import { EMAIL_PREVIEWS } from "#app/features/staff/emails/email-preview-list.server.ts";
import type { RenderedEmail } from "#app/features/leads/index.ts";

export interface EmailPreviewListing {
  id: string;
  title: string;
  to: string;
}

/** The e-mails there are to preview, in the order the page lists them. */
export function emailPreviewListing(): EmailPreviewListing[] {
  return EMAIL_PREVIEWS.map(({ id, title, to }) => ({ id, title, to }));
}

/** One e-mail rendered with its sample data, or undefined for an unknown id. */
export async function renderEmailPreview(id: string, siteUrl: string): Promise<RenderedEmail | undefined> {
  const preview = EMAIL_PREVIEWS.find((each) => each.id === id);
  return preview ? preview.render(siteUrl) : undefined;
}
