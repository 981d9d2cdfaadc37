import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { basedIn, business, mailHref, telHref } from "#app/platform/business.ts";
import { callBackLink, rentalsMenu, servicesMenu } from "#app/features/site/layout/navigation.ts";
import { BrandLogo } from "#app/features/site/layout/brand-logo.tsx";
import { ConsentSettingsButton } from "#app/features/privacy/components.tsx";

const companyLinks = [
  { label: "About Us", to: "/about" },
  { label: "All Services", to: "/services" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
  { label: callBackLink.label, to: callBackLink.to },
  { label: "Partner Programs", to: "/partners" },
  { label: "Privacy Notice", to: "/privacy" },
  { label: "PAIA Manual", to: "/paia-manual" },
];

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wider text-amber-light">{title}</h2>
      <ul className="mt-4 grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-200 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const gtmId = useRouteLoaderData<{ gtmId: string | null }>("root")?.gtmId;
  return (
    <footer className="render-when-near bg-ink text-slate-200 [--render-size:80rem] md:[--render-size:51rem] lg:[--render-size:31rem]">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <BrandLogo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {business.tagline}, from intimate ceremonies to conferences for hundreds.
          </p>
          <address className="mt-6 grid gap-3 text-sm not-italic">
            <a href={telHref} className="inline-flex items-center gap-2 hover:text-white">
              <Phone className="size-4 text-amber" aria-hidden="true" />
              {business.phone.display}
            </a>
            <a href={mailHref} className="inline-flex items-center gap-2 hover:text-white">
              <Mail className="size-4 text-amber" aria-hidden="true" />
              {business.email}
            </a>
            <span className="inline-flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 text-amber" aria-hidden="true" />
              <span>
                {business.address.street}, {business.address.city}, {business.address.postalCode}
              </span>
            </span>
            <span className="inline-flex items-start gap-2">
              <Clock className="mt-0.5 size-4 text-amber" aria-hidden="true" />
              <span>
                {business.hours.map((slot) => (
                  <span key={slot.days} className="block">
                    {slot.days}: {slot.time}
                  </span>
                ))}
              </span>
            </span>
          </address>
        </div>
        <nav
          id="footer-navigation"
          aria-label="Footer"
          className="grid scroll-mt-20 gap-10 sm:grid-cols-3 lg:col-span-3"
        >
          <FooterColumn
            title="Services"
            links={servicesMenu.concat({ label: "Bands & Live Music", to: "/services/bands" })}
          />
          <FooterColumn title="Rentals" links={rentalsMenu} />
          <FooterColumn title="Company" links={companyLinks} />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>{basedIn}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Social media">
            {business.social.map((link) => (
              <li key={link.name}>
                <a
                  href={link.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="hover:text-white hover:underline"
                >
                  {link.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap gap-x-5 gap-y-2">
            <span>
              © {year} {business.legalName}
            </span>
            <span>Information Officer: {business.informationOfficer.name}</span>
            {gtmId ? <ConsentSettingsButton /> : null}
          </p>
        </div>
      </div>
    </footer>
  );
}
