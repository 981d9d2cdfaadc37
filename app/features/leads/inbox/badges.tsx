// Small labels for a lead's status and its notifications. Text always says
// it: colour only repeats what the words say.
import { LEAD_STATUS_LABELS, type LeadStatus } from "#app/features/leads/lead-status.ts";
import { cn } from "#app/ui/cn.ts";

const STATUS_CLASSES: Readonly<Record<LeadStatus, string>> = {
  new: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  quoted: "bg-indigo-100 text-indigo-900",
  changes_requested: "bg-orange-100 text-orange-900",
  accepted: "bg-teal-100 text-teal-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_CLASSES[status])}>
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}

export function DeliveryBadge({ summary }: { summary?: { sent: number; pending: number; failed: number } }) {
  if (!summary) return <span className="text-sm text-muted">None</span>;
  const parts: { text: string; className: string }[] = [];
  if (summary.failed > 0) parts.push({ text: `${summary.failed} failed`, className: "bg-red-100 text-red-900" });
  if (summary.pending > 0) parts.push({ text: `${summary.pending} pending`, className: "bg-amber-100 text-amber-900" });
  if (summary.sent > 0) parts.push({ text: `${summary.sent} sent`, className: "bg-green-100 text-green-900" });
  return (
    <span className="flex flex-wrap gap-1">
      {parts.map((part) => (
        <span key={part.text} className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", part.className)}>
          {part.text}
        </span>
      ))}
    </span>
  );
}

/** A lead stored past its kind's flood threshold (decision 025): no e-mail of its own, reported in a digest. */
export function SuspectedSpamBadge() {
  return (
    <span className="inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
      Suspected spam
    </span>
  );
}
