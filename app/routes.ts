import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("contact", "routes/contact.tsx"),
  route("call-me-back", "routes/call-me-back.tsx"),
  route("quote-request", "routes/quote-request.tsx"),
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
  route("server-error", "routes/server-error.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
