// Measures the page load's web vitals (LCP, INP, CLS, FCP, TTFB) and notes
// script errors, then sends them in one beacon as the page is hidden or left,
// the only moment every metric is final. navigator.sendBeacon survives the
// page closing and never delays it. Staff pages are not measured: they are
// not what visitors see.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { EARLY_ERRORS_GLOBAL, type EarlyErrors } from "#app/platform/islands/early-errors.ts";
import { BEACON_MAX_ERRORS, type ClientErrorReport, type VitalSample } from "#app/platform/telemetry/web-vitals.ts";

const ENDPOINT = "/api/vitals";

/**
 * Starts reporting script errors at once (with those the inline loader kept
 * from before), and returns the step that starts the
 * web-vitals observers. The shell runs that step in a later task to keep its
 * start-up short; the observers read buffered entries, so nothing is lost.
 */
export function startTelemetry(): () => void {
  if (location.pathname.startsWith("/admin") || typeof navigator.sendBeacon !== "function") return () => {};
  // The page these numbers belong to: client-side navigation changes the address later.
  const page = location.pathname;
  const metrics = new Map<string, VitalSample>();
  const errors: ClientErrorReport[] = [];
  let errorsSeen = 0;

  const record = (metric: Metric) => {
    metrics.set(metric.id, {
      name: metric.name as VitalSample["name"],
      value: metric.value,
      id: metric.id,
      navigationType: metric.navigationType,
    });
    // The analytics service gets them too, when the visitor allowed it (the data layer exists only then).
    window.dataLayer?.push({
      event: "web_vitals",
      metric_name: metric.name,
      metric_value: metric.value,
      metric_rating: metric.rating,
      metric_id: metric.id,
    });
  };
  const noteError = (message: string) => {
    errorsSeen += 1;
    if (errorsSeen <= BEACON_MAX_ERRORS) errors.push({ message });
  };
  const noteEvent = (event: ErrorEvent | PromiseRejectionEvent) => {
    if (!("reason" in event)) return noteError(event.message || "Script error");
    const reason: unknown = event.reason;
    noteError(reason instanceof Error ? `${reason.name}: ${reason.message}` : `Unhandled rejection: ${String(reason)}`);
  };
  // What happened before this module loaded (the page's islands hydrate first), kept by the inline loader.
  const early = (window as Window & { [EARLY_ERRORS_GLOBAL]?: EarlyErrors })[EARLY_ERRORS_GLOBAL];
  early?.stop();
  early?.events.forEach(noteEvent);
  window.addEventListener("error", noteEvent);
  window.addEventListener("unhandledrejection", noteEvent);

  const flush = () => {
    if (metrics.size === 0 && errors.length === 0) return;
    const body = JSON.stringify({ page, metrics: [...metrics.values()], errors: errors.splice(0) });
    metrics.clear();
    navigator.sendBeacon(ENDPOINT, new Blob([body], { type: "application/json" }));
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);

  return () => {
    onLCP(record);
    onINP(record);
    onCLS(record);
    onFCP(record);
    onTTFB(record);
  };
}
