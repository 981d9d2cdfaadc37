// The lead's notifications on the lead page: where each stands, its last
// error, and a retry button for one that failed or waits.
import { RotateCw } from "lucide-react";
import { Form } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import { Section } from "#app/features/leads/lead-page/lead-page-layout.tsx";
import type { DeliveryView } from "#app/features/leads/lead-page/lead-page-view.ts";

export function LeadNotifications({ deliveries, error }: { deliveries: DeliveryView[]; error: string | undefined }) {
  return (
    <Section title="Notifications" id="notifications-heading">
      {deliveries.length === 0 ? (
        <p className="text-muted">No notifications were queued for this lead.</p>
      ) : (
        <ul className="divide-y divide-line">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-navy">
                  {delivery.channel}
                  {delivery.decision ? <span className="font-normal text-muted"> ({delivery.decision})</span> : null}
                </p>
                <p className="text-sm" data-delivery-status={delivery.status}>
                  {delivery.description}
                </p>
                {delivery.lastError ? (
                  <p className="mt-1 break-words text-sm text-danger">Last error: {delivery.lastError}</p>
                ) : null}
              </div>
              {delivery.retryable ? (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="outbox_id" value={delivery.id} />
                  <button
                    type="submit"
                    className="inline-flex items-center gap-2 rounded-lg border-2 border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-lavender"
                  >
                    <RotateCw className="size-4" aria-hidden="true" />
                    Retry {delivery.channel.toLowerCase()}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Section>
  );
}
