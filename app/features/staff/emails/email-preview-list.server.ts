// Every e-mail the site sends, rendered with sample data, for the staff
// preview at /admin/emails (decision 032).
import { confirmationLink, unsubscribeUrl } from "#app/features/leads/index.server.ts";
import {
  renderConfirmationEmail,
  renderLeadEmail,
  renderLeadWaitingEmail,
  renderQuoteExpiringEmail,
  renderSpamDigestEmail,
} from "#app/features/leads/components.server.tsx";
import { customerQuoteLink, liveQuoteUrl } from "#app/features/quotes/index.ts";
import { renderCustomerQuoteEmail, renderRevisedQuoteEmail } from "#app/features/quotes/components.tsx";
import type { RenderedEmail } from "#app/platform/mail/render-email.ts";
import {
  SAMPLE_CONFIRMATION_EXPIRY,
  SAMPLE_LEAD_WAITING_NUDGE,
  SAMPLE_QUOTE_EXPIRING_NUDGE,
  SAMPLE_LINK_TOKEN,
  SAMPLE_LIVE_TOKEN,
  SAMPLE_SITE_URL,
  SAMPLE_SPAM_DIGEST,
  SAMPLE_PASSWORD_RESET,
  SAMPLE_STAFF_INVITATION,
  SAMPLE_STAFF_LOGIN_ALERT,
  sampleCallbackLead,
  sampleDecisionLead,
  sampleEmailQuote,
  sampleQuoteLead,
} from "#app/features/staff/emails/samples.ts";
import { renderStaffLoginAlert } from "#app/features/staff/auth/staff-login-alert-email.tsx";
import {
  renderPasswordResetEmail,
  renderStaffInvitationEmail,
} from "#app/features/staff/accounts/staff-account-email.tsx";
import { passwordResetLink, staffInvitationLink } from "#app/features/staff/accounts/staff-account-email-view.ts";

export interface EmailPreview {
  id: string;
  title: string;
  /** Who receives it. */
  to: string;
  render(siteUrl: string): Promise<RenderedEmail>;
}

export const EMAIL_PREVIEWS: readonly EmailPreview[] = [
  {
    id: "lead",
    title: "New lead (a call-back request)",
    to: "Sales",
    render: (siteUrl) => renderLeadEmail(sampleCallbackLead(), { siteUrl }),
  },
  {
    id: "quote-lead",
    title: "New quote request",
    to: "Sales",
    render: (siteUrl) => renderLeadEmail(sampleQuoteLead(), { siteUrl }),
  },
  {
    id: "quote-decision",
    title: "Decision on a quote",
    to: "Sales",
    render: (siteUrl) => renderLeadEmail(sampleDecisionLead(), { siteUrl }),
  },
  {
    id: "customer-quote",
    title: "The customer's copy of their quote",
    to: "Customer",
    render: (siteUrl) =>
      renderCustomerQuoteEmail(sampleEmailQuote(), customerQuoteLink(siteUrl, "Q-261121-7KQM", SAMPLE_LINK_TOKEN), {
        siteUrl,
        // The quote's live page (decision 034), with a sample token of the live links' shape.
        liveLink: liveQuoteUrl(siteUrl, SAMPLE_LIVE_TOKEN),
      }),
  },
  {
    id: "revised-quote",
    title: "A revised version of the customer's quote",
    to: "Customer",
    render: (siteUrl) =>
      renderRevisedQuoteEmail({
        quote: { ...sampleEmailQuote(), version: 2, noteToCustomer: "We added a third speaker for the dance floor." },
        revision: {
          version: 2,
          previousVersion: 1,
          changes: [
            "Changed: Premium 12-Inch Powered Speaker: quantity 2 → 3, line total (excl. VAT) R750.00 → R1,125.00",
            "Total (incl. VAT): R13,462.19 → R13,893.44 (up R431.25)",
          ],
        },
        liveLink: liveQuoteUrl(siteUrl, SAMPLE_LIVE_TOKEN),
        quoteLink: customerQuoteLink(siteUrl, "Q-261121-7KQM", SAMPLE_LINK_TOKEN),
        siteUrl,
      }),
  },
  {
    id: "confirm-subscription",
    title: "Confirm a blog subscription",
    to: "Customer",
    render: (siteUrl) =>
      renderConfirmationEmail("subscribe", confirmationLink(siteUrl, SAMPLE_LINK_TOKEN), SAMPLE_CONFIRMATION_EXPIRY, {
        siteUrl,
      }),
  },
  {
    id: "confirm-privacy",
    title: "Confirm a privacy request",
    to: "Customer",
    render: (siteUrl) =>
      renderConfirmationEmail("privacy", confirmationLink(siteUrl, SAMPLE_LINK_TOKEN), SAMPLE_CONFIRMATION_EXPIRY, {
        siteUrl,
      }),
  },
  {
    id: "spam-digest",
    title: "Flood digest",
    to: "Sales",
    render: (siteUrl) => renderSpamDigestEmail(SAMPLE_SPAM_DIGEST, { siteUrl }),
  },
  {
    id: "lead-waiting",
    title: "Reminder: a lead waiting past the response target",
    to: "Sales",
    render: (siteUrl) => renderLeadWaitingEmail(SAMPLE_LEAD_WAITING_NUDGE, { siteUrl }),
  },
  {
    id: "quote-expiring",
    title: "Reminder: a quote about to expire",
    to: "Customer",
    render: (siteUrl) =>
      renderQuoteExpiringEmail(
        SAMPLE_QUOTE_EXPIRING_NUDGE,
        { quote: liveQuoteUrl(siteUrl, SAMPLE_LINK_TOKEN), unsubscribe: unsubscribeUrl(siteUrl, SAMPLE_LINK_TOKEN) },
        { siteUrl },
      ),
  },
  {
    id: "staff-login-alert",
    title: "Failed sign-ins alert",
    to: "Staff member",
    render: (siteUrl) => renderStaffLoginAlert(SAMPLE_STAFF_LOGIN_ALERT, { siteUrl }),
  },
  {
    id: "staff-invitation",
    title: "Invitation to the staff area",
    to: "New member of staff",
    render: (siteUrl) =>
      renderStaffInvitationEmail(
        { ...SAMPLE_STAFF_INVITATION, link: staffInvitationLink(siteUrl, SAMPLE_LINK_TOKEN) },
        { siteUrl },
      ),
  },
  {
    id: "staff-password-reset",
    title: "Staff password reset",
    to: "Staff member",
    render: (siteUrl) =>
      renderPasswordResetEmail(
        { ...SAMPLE_PASSWORD_RESET, link: passwordResetLink(siteUrl, SAMPLE_LINK_TOKEN) },
        { siteUrl },
      ),
  },
];

export { SAMPLE_SITE_URL };
