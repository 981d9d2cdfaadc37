import { data } from "react-router";
import type { Route } from "./+types/landing-page";
import { pageMeta, siteUrlFrom } from "#app/features/site/seo/page-meta.ts";
import { business } from "#app/platform/business.ts";
import { getLandingPage } from "#app/features/landing/content/index.ts";
import { LandingEquipmentSection, LandingPageView } from "#app/features/landing/components.tsx";
import { landingEquipmentFrom } from "#app/features/landing/index.server.ts";
import type { LandingSlug } from "#app/features/landing/index.ts";
import { useSiteUrl } from "#app/root.tsx";
import { SidebarCallBackFormIsland } from "#app/features/leads/forms/sidebar-call-back-form.island.tsx";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { faqJsonLd, serviceJsonLd } from "#app/features/site/seo/seo.ts";

export const handle = sitePageHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  // Data requests end in .data (client navigation, prerendering).
  const slug = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/+|\/+$/g, "");
  const page = getLandingPage(slug);
  if (!page) throw data(null, { status: 404 });
  // From the catalogue pinned for this request, so a price staff change shows here as on the catalogue (decision 065).
  return { page, equipment: landingEquipmentFrom(context, page.slug as LandingSlug) };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) return [];
  const path = `/${page.slug}`;
  return pageMeta(args, {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path,
    breadcrumbs: [{ name: page.hero.eyebrow, path }],
    jsonLd: [
      serviceJsonLd({
        name: page.title,
        description: page.description,
        path,
        serviceType: page.serviceType,
        siteUrl: siteUrlFrom(args.matches),
        business,
      }),
      faqJsonLd(page.faqs),
    ],
  });
};

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  const { page, equipment } = loaderData;
  const siteUrl = useSiteUrl();
  return (
    <LandingPageView
      page={page}
      equipment={<LandingEquipmentSection equipment={equipment} siteUrl={siteUrl} />}
      sidebarForm={<SidebarCallBackFormIsland pagePath={`/${page.slug}`} retention={retention} />}
    />
  );
}
