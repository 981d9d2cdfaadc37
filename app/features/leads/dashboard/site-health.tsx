// The dashboard's view of the site itself: speed in visitors' browsers (web
// vitals, last 7 days) and errors on the server and in browsers.
import type { DashboardData } from "#app/features/leads/dashboard/dashboard-data.server.ts";
import { type VitalRating, VITAL_THRESHOLDS, formatVital } from "#app/platform/telemetry/web-vitals.ts";

const RATING_TEXT: Readonly<Record<VitalRating, string>> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

const RATING_CLASS: Readonly<Record<VitalRating, string>> = {
  good: "bg-green-100 text-green-900",
  "needs-improvement": "bg-amber-100 text-amber-900",
  poor: "bg-red-100 text-red-900",
};

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export function SiteSpeed({ vitals }: Pick<DashboardData, "vitals">) {
  const measured = vitals.some((vital) => vital.samples > 0);
  return (
    <section aria-labelledby="vitals-heading" className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 id="vitals-heading" className="text-lg font-bold text-navy">
        Site speed in visitors&apos; browsers (last 7 days)
      </h2>
      {measured ? (
        // A phone scrolls the table sideways in its box; the box takes focus so a keyboard can scroll it too.
        <div
          className="mt-4 overflow-x-auto"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-label="Web vitals table (scrolls sideways on a small screen)"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Web vitals: 75th percentile and share of page loads in each rating</caption>
            <thead>
              <tr className="text-navy">
                <th scope="col" className="py-2 font-semibold">
                  Measure
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  75th percentile
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Good / needs improvement / poor
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Page loads
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Good up to, poor above
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {vitals.map((vital) => (
                <tr key={vital.name}>
                  <th scope="row" className="py-2 font-semibold">
                    {vital.name}
                  </th>
                  <td className="py-2 text-right">
                    {vital.p75 !== undefined && vital.p75Rating ? (
                      <>
                        {formatVital(vital.name, vital.p75)}{" "}
                        <span
                          className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${RATING_CLASS[vital.p75Rating]}`}
                        >
                          {RATING_TEXT[vital.p75Rating]}
                        </span>
                      </>
                    ) : (
                      "Not measured"
                    )}
                  </td>
                  <td className="py-2 text-right">
                    {vital.samples > 0
                      ? `${percent(vital.shares.good)} / ${percent(vital.shares["needs-improvement"])} / ${percent(vital.shares.poor)}`
                      : "–"}
                  </td>
                  <td className="py-2 text-right">{vital.samples}</td>
                  <td className="py-2 text-right text-muted">
                    {formatVital(vital.name, VITAL_THRESHOLDS[vital.name][0])},{" "}
                    {formatVital(vital.name, VITAL_THRESHOLDS[vital.name][1])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">
          No visitor page loads were measured in the last 7 days. Browsers report them as a page is closed or left.
        </p>
      )}
    </section>
  );
}

export function SiteErrors({ errors }: Pick<DashboardData, "errors">) {
  return (
    <section aria-labelledby="errors-heading" className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 id="errors-heading" className="text-lg font-bold text-navy">
        Errors
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Errors counted on the server and in visitors&apos; browsers</caption>
        <thead>
          <tr className="text-navy">
            <th scope="col" className="py-2 font-semibold">
              Where
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Last 24 hours
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Last 7 days
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          <tr>
            <th scope="row" className="py-2 font-normal">
              On the server
            </th>
            <td className="py-2 text-right">{errors.day.server}</td>
            <td className="py-2 text-right">{errors.week.server}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 font-normal">
              In visitors&apos; browsers
            </th>
            <td className="py-2 text-right">{errors.day.browser}</td>
            <td className="py-2 text-right">{errors.week.browser}</td>
          </tr>
        </tbody>
      </table>
      {errors.week.top.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-navy">Most frequent this week</h3>
          <ul className="mt-2 divide-y divide-line text-sm">
            {errors.week.top.map((error) => (
              <li key={`${error.source}-${error.message}`} className="py-2">
                <span className="font-semibold">{error.count}×</span> {error.source === "server" ? "server" : "browser"}
                : <span className="break-words">{error.message}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
