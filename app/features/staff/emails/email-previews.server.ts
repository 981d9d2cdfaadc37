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

/** The preview page's data: every e-mail, the one asked for (the first by default) and its rendering; undefined for an unknown id. */
export async function emailPreviewPage(requestedId: string | null, siteUrl: string) {
  const emails = emailPreviewListing();
  const id = requestedId ?? emails[0]?.id ?? "";
  const chosen = emails.find((email) => email.id === id);
  const rendered = chosen ? await renderEmailPreview(chosen.id, siteUrl) : undefined;
  return chosen && rendered ? { emails, chosen, rendered } : undefined;
}
