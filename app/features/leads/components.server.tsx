// leads's public components for the server (e-mails, documents): what other features render of it.
// Apart from index.server.ts, so code that runs under Node alone (scripts, the reliability tests,
// the benchmarks) can use the feature's rules and services without loading React modules.
export { renderConfirmationEmail } from "#app/features/leads/confirmation/confirmation-email.tsx";
export { renderSpamDigestEmail } from "#app/features/leads/flood/spam-digest-email.tsx";
export { renderLeadEmail } from "#app/features/leads/notify/lead-notification-email.tsx";
export { renderLeadWaitingEmail } from "#app/features/leads/notify/lead-waiting-email.tsx";
export { renderQuoteExpiringEmail } from "#app/features/leads/notify/quote-expiring-email.tsx";
