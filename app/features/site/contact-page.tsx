// The contact page: the hero with the phone number and address, the form
// (the leads feature's island, passed in) beside the other ways to reach
// the sales desk, where to find us with the hours, and the FAQ.
import { Clock, Mail, MapPin, Phone, PhoneCall } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FaqAccordion } from "#app/features/site/sections/faq-accordion.tsx";
import { MapEmbedIsland } from "#app/features/site/map-embed.island.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";
import { Button } from "#app/ui/button.tsx";
import { business, mailHref, telHref } from "#app/platform/business.ts";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";
import { contactFaq } from "#app/features/site/content/faq.ts";
import { callBackLink } from "#app/features/site/layout/navigation.ts";

function ContactHero() {
  return (
    <PageHero
      eyebrow="Contact"
      title="Let's talk about your event"
      intro="Tell us the date, the venue and roughly how many guests you expect. We reply to every enquiry within one business day."
    >
      <Button asChild variant="primary" size="lg">
        <a href={telHref}>
          <Phone aria-hidden="true" />
          {business.phone.display}
        </a>
      </Button>
      {/* The address is one long word: on the narrowest phones it may wrap rather than push the page sideways. */}
      <Button asChild variant="outline-light" size="lg" className="max-w-full [overflow-wrap:anywhere]">
        <a href={mailHref}>
          <Mail aria-hidden="true" />
          {business.email}
        </a>
      </Button>
    </PageHero>
  );
}

/** The ways to reach the sales desk beside the form. */
function ContactWays() {
  return (
    <ul className="grid content-start gap-5 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
      <li className="rounded-2xl border border-line p-5">
        <Phone className="size-6 text-brand" aria-hidden="true" />
        <h3 className="mt-3 font-bold text-navy">Call the sales desk</h3>
        <a href={telHref} className="mt-1 block font-semibold text-brand hover:underline">
          {business.phone.display}
        </a>
      </li>
      <li className="rounded-2xl border border-line p-5">
        <Mail className="size-6 text-brand" aria-hidden="true" />
        <h3 className="mt-3 font-bold text-navy">E-mail us</h3>
        <a href={mailHref} className="mt-1 block break-all font-semibold text-brand hover:underline">
          {business.email}
        </a>
      </li>
      <li className="rounded-2xl border border-line p-5">
        <WhatsAppIcon className="size-6" />
        <h3 className="mt-3 font-bold text-navy">WhatsApp</h3>
        <a
          href={companyWhatsAppLink(whatsAppMessages.general())}
          target="_blank"
          rel="noopener"
          className="mt-1 block font-semibold text-brand hover:underline"
          data-whatsapp-link=""
        >
          Message us on WhatsApp<span className="sr-only"> (opens WhatsApp in a new tab)</span>
        </a>
      </li>
      <li className="rounded-2xl border border-line p-5">
        <PhoneCall className="size-6 text-brand" aria-hidden="true" />
        <h3 className="mt-3 font-bold text-navy">Busy right now?</h3>
        <Link to={callBackLink.to} className="mt-1 block font-semibold text-brand hover:underline">
          {callBackLink.label}
        </Link>
      </li>
    </ul>
  );
}

function GetInTouch({ form }: { form: ReactNode }) {
  return (
    <section id="contact-form" aria-labelledby="get-in-touch-heading" className="scroll-mt-24 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading
          id="get-in-touch-heading"
          title="Get in Touch"
          align="left"
          intro="Send us a message with the form below, or pick whatever suits you: our sales desk answers calls, e-mails and WhatsApp messages during business hours."
        />
        <div className="mt-8 grid gap-10 lg:grid-cols-5">
          <div className="rounded-2xl border border-line p-6 sm:p-8 lg:col-span-3">{form}</div>
          <ContactWays />
        </div>
      </div>
    </section>
  );
}

function FindUs() {
  return (
    <section aria-labelledby="find-us-heading" className="bg-lavender py-14 sm:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="find-us-heading" className="text-3xl font-extrabold text-navy">
            Find Us
          </h2>
          <p className="mt-3 text-muted">
            Our warehouse and office are in Kramerville, a few minutes from the M1 and Sandton City. Collections are by
            appointment, so please call before you come.
          </p>
          <div className="mt-6">
            <MapEmbedIsland />
          </div>
        </div>
        <div className="grid content-start gap-6">
          <div className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-xl font-bold text-navy">
              <Clock className="size-5 text-brand" aria-hidden="true" />
              Business Hours
            </h2>
            <dl className="mt-4 grid gap-2">
              {business.hours.map((slot) => (
                <div key={slot.days} className="flex justify-between gap-4 border-b border-line pb-2 last:border-0">
                  <dt className="font-medium">{slot.days}</dt>
                  <dd className="text-muted">{slot.time}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-xl font-bold text-navy">
              <MapPin className="size-5 text-brand" aria-hidden="true" />
              Service Area
            </h2>
            <p className="mt-4 leading-relaxed text-muted">
              We serve Sandton and Gauteng, including Johannesburg and Pretoria. For events further afield, please
              contact us and we will let you know what is possible.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

function ContactFaq() {
  return (
    <section aria-labelledby="faq-heading" className="py-14 sm:py-16">
      <div className="container-page max-w-3xl">
        <SectionHeading id="faq-heading" title="Frequently Asked Questions" />
        {/* Native exclusive accordion: one entry open at a time, collapsible, no script needed. */}
        <div className="mt-8">
          <FaqAccordion entries={contactFaq} name="contact-faq" />
        </div>
      </div>
    </section>
  );
}

/** `form`: the contact form island, which the leads feature owns. */
export function ContactPage({ form }: { form: ReactNode }) {
  return (
    <>
      <ContactHero />
      <GetInTouch form={form} />
      <FindUs />
      <ContactFaq />
    </>
  );
}
