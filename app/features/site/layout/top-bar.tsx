import { MapPin, Phone, PhoneCall } from "lucide-react";
import { Link } from "react-router";
import { business, telHref } from "#app/platform/business.ts";
import { callBackLink } from "#app/features/site/layout/navigation.ts";

/** Phone, area and call-back above the header: a landmark of its own, so nothing on a page sits outside one. */
export function TopBar() {
  return (
    <aside aria-label="Contact us" className="bg-navy text-sm text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <a href={telHref} className="inline-flex items-center gap-1.5 hover:text-amber-light">
            <Phone className="size-4" aria-hidden="true" />
            <span>
              <span className="sr-only">Call us on </span>
              {business.phone.display}
            </span>
          </a>
          <span className="hidden items-center gap-1.5 sm:inline-flex">
            <MapPin className="size-4" aria-hidden="true" />
            {business.address.city}, {business.address.province}
          </span>
        </div>
        <Link
          to={callBackLink.to}
          className="inline-flex items-center gap-1.5 font-semibold text-amber-light hover:underline"
        >
          <PhoneCall className="size-4" aria-hidden="true" />
          {callBackLink.label}
        </Link>
      </div>
    </aside>
  );
}
