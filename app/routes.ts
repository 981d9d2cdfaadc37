import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LANDING_SLUGS } from "./content/landing/slugs";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("contact", "routes/contact.tsx"),
  route("call-me-back", "routes/call-me-back.tsx"),
  route("quote-request", "routes/quote-request.tsx"),
  route("api/forms/:form", "routes/api-lead-form.ts"),
  route("consent", "routes/consent.ts"),
  // The JSON endpoints (resource routes): the lead call, the quotes and the web-vitals beacon;
  // anything else under /api/ is a JSON 404.
  route("api/av/leads", "routes/api.av.leads.ts"),
  route("api/quotes", "routes/api.quotes.ts"),
  route("api/quotes/estimate.pdf", "routes/api.quotes.estimate.pdf.ts"),
  route("api/quotes/:quoteNumber/decisions", "routes/api.quotes.$quoteNumber.decisions.ts"),
  route("api/quotes/:quoteNumber/pdf", "routes/api.quotes.$quoteNumber.pdf.ts"),
  route("api/quotes/:quoteNumber/email", "routes/api.quotes.$quoteNumber.email.ts"),
  route("api/vitals", "routes/api.vitals.ts"),
  route("api/*", "routes/api.$.ts"),
  // Catalogue pages share the floating quote drawer.
  layout("routes/catalogue-layout.tsx", [
    route("catalogue", "routes/catalogue.tsx"),
    route("catalogue/products", "routes/catalogue-products.tsx"),
    route("catalogue/products/:categoryId", "routes/catalogue-category.tsx"),
    route("catalogue/product/:productSlug", "routes/catalogue-product.tsx"),
    route("catalogue/bundles", "routes/catalogue-bundles.tsx"),
    route("catalogue/personnel", "routes/catalogue-personnel.tsx"),
    route("catalogue/promotions", "routes/catalogue-promotions.tsx"),
    route("catalogue/add-ons", "routes/catalogue-add-ons.tsx"),
  ]),
  route("partners", "routes/partners.tsx"),
  route("partners/business", "routes/partners-business.tsx"),
  route("partners/client", "routes/partners-client.tsx"),
  route("partners/apply/business", "routes/partners-apply-business.tsx"),
  route("partners/apply/client", "routes/partners-apply-client.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("hire-terms", "routes/hire-terms.tsx"),
  // A quote's live page, for the holder of its link (decision 034): the page,
  // the island's JSON twin of its action, and the current quote's PDF.
  route("q/:token", "routes/live-quote.tsx"),
  route("q/:token/decisions", "routes/live-quote-decisions.ts"),
  route("q/:token/pdf", "routes/live-quote-pdf.ts"),
  // The deposit's proof of payment (decision 040), a multipart post with its own size cap.
  route("q/:token/proof-of-payment", "routes/live-quote-proof.ts"),
  route("paia-manual", "routes/paia-manual.tsx"),
  route("confirm", "routes/confirm.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  layout("routes/blog-layout.tsx", [
    route("blog", "routes/blog.tsx"),
    route("blog/subscribe", "routes/blog-subscribe.tsx"),
    route("blog/category/:slug", "routes/blog-category.tsx"),
    route("blog/tag/:slug", "routes/blog-tag.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
  ]),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  // The thirteen search landing pages share one template.
  ...LANDING_SLUGS.map((slug) => route(slug, "routes/landing-page.tsx", { id: `landing/${slug}` })),
  // The staff inbox: sign-in outside, everything else behind the protected layout.
  layout("routes/admin/shell.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
    route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
    route("admin/invitation/:token", "routes/admin/invitation.tsx"),
    layout("routes/admin/protected.tsx", { id: "staff-area" }, [
      route("admin", "routes/admin/inbox.tsx"),
      route("admin/dashboard", "routes/admin/dashboard.tsx"),
      route("admin/dashboard/sources.csv", "routes/admin/dashboard-sources-csv.ts"),
      route("admin/emails", "routes/admin/emails.tsx"),
      route("admin/staff", "routes/admin/staff.tsx"),
      route("admin/account", "routes/admin/account.tsx"),
      route("admin/leads.csv", "routes/admin/leads-csv.ts"),
      route("admin/leads/:leadId", "routes/admin/lead.tsx"),
      route("admin/leads/:leadId/quote.pdf", "routes/admin/lead-quote-pdf.ts"),
      // The deposit of an accepted quote (decision 040): marked received, and its proofs downloaded.
      route("admin/leads/:leadId/deposit", "routes/admin/lead-deposit.ts"),
      route("admin/leads/:leadId/proofs/:proofId", "routes/admin/lead-proof.ts"),
      route("admin/privacy-requests/:requestId", "routes/admin/privacy-request.tsx"),
      route("admin/privacy-requests/:requestId/export.json", "routes/admin/privacy-export.ts", {
        id: "privacy-export-json",
      }),
      route("admin/privacy-requests/:requestId/export.csv", "routes/admin/privacy-export.ts", {
        id: "privacy-export-csv",
      }),
      route("admin/logout", "routes/admin/logout.ts"),
      route("admin/*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("server-error", "routes/server-error.tsx"),
  route("offline", "routes/offline.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
