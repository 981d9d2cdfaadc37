// A lead's source as staff read it: on the lead page and in the CSV export.
import type { LeadAttribution, LeadForm } from "#app/features/leads/attribution/lead-attribution.ts";
import { leadChannel, leadChannelLabel } from "#app/features/leads/lead-channel.ts";

export const LEAD_FORM_LABELS: Readonly<Record<LeadForm, string>> = {
  contact: "Contact form",
  callback: "Call-back form",
  sidebar: "Landing page call-back form",
  business: "Business partner application",
  client: "Client partner application",
  quote: "Quote request",
  assistant: "Equipment assistant",
  api: "Leads API (sent straight to it)",
};

const AD_CLICK_LABELS = { google: "Google Ads click", microsoft: "Microsoft Ads click" } as const;

export interface SourceRow {
  label: string;
  value: string;
}

/** Said where no source was kept: the lead came before the website recorded sources. */
export const SOURCE_NOT_RECORDED = "Not recorded: this lead arrived before the website kept where leads came from.";

/** The rows of the lead page's "Where it came from" list; an untagged field says so rather than staying blank. */
export function leadSourceRows(attribution: LeadAttribution | null): SourceRow[] {
  if (!attribution) return [];
  const campaign = [attribution.utmSource, attribution.utmMedium].filter(Boolean).join(" / ");
  return [
    { label: "Channel", value: leadChannelLabel(leadChannel(attribution)) },
    { label: "Form", value: LEAD_FORM_LABELS[attribution.form] },
    { label: "Source / medium", value: campaign || "No campaign tags" },
    { label: "Campaign", value: attribution.utmCampaign ?? "None" },
    ...(attribution.utmTerm ? [{ label: "Term", value: attribution.utmTerm }] : []),
    ...(attribution.utmContent ? [{ label: "Content", value: attribution.utmContent }] : []),
    ...(attribution.adClick ? [{ label: "Ad click", value: AD_CLICK_LABELS[attribution.adClick] }] : []),
    { label: "Referring site", value: attribution.referrerHost ?? "None (typed in, a bookmark or an app)" },
    { label: "Landing page", value: attribution.landingPage ?? "Not known" },
  ];
}

export const LEAD_SOURCE_CSV_HEADER = [
  "Channel",
  "Form",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "UTM term",
  "UTM content",
  "Ad click",
  "Referrer host",
  "Landing page",
] as const;

/** The source's cells for the CSV export; a lead from before sources were kept is "Not recorded" and blanks. */
export function leadSourceCsvCells(attribution: LeadAttribution | null): string[] {
  if (!attribution) return [leadChannelLabel("unknown"), "", "", "", "", "", "", "", "", ""];
  return [
    leadChannelLabel(leadChannel(attribution)),
    LEAD_FORM_LABELS[attribution.form],
    attribution.utmSource ?? "",
    attribution.utmMedium ?? "",
    attribution.utmCampaign ?? "",
    attribution.utmTerm ?? "",
    attribution.utmContent ?? "",
    attribution.adClick ?? "",
    attribution.referrerHost ?? "",
    attribution.landingPage ?? "",
  ];
}
