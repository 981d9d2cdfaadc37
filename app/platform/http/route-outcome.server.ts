// What a staff page's form service decides, before it is an HTTP answer: go
// to another address (the post/redirect/get of a plain HTML form), or answer
// the page again with a status and what the form shows (its messages and the
// values typed). The route turns it into React Router's redirect or data.
import { data, redirect } from "react-router";

export type RouteOutcome<Answer> =
  { redirectTo: string; headers?: HeadersInit } | { status: number; answer: Answer; headers?: HeadersInit };

export function redirectTo(location: string, headers?: HeadersInit): RouteOutcome<never> {
  return headers ? { redirectTo: location, headers } : { redirectTo: location };
}

export function answer<Answer>(status: number, body: Answer, headers?: HeadersInit): RouteOutcome<Answer> {
  return headers ? { status, answer: body, headers } : { status, answer: body };
}

/** The outcome as React Router's answer: a redirect, or the page's data with its status. */
export function respond<Answer>(outcome: RouteOutcome<Answer>) {
  if ("redirectTo" in outcome) return redirect(outcome.redirectTo, outcome.headers ? { headers: outcome.headers } : {});
  return data(outcome.answer, { status: outcome.status, ...(outcome.headers ? { headers: outcome.headers } : {}) });
}
