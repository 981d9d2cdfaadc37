// The clientAction of every lead form route: passes the post to the server
// action and turns a failed request (network down, server crash) into an
// error result, so the form stays and shows the spec's exception message
// instead of the page's error boundary.
import type { LeadFormResult } from "~/lib/lead-messages";

export async function leadFormClientAction({
  serverAction,
}: {
  serverAction: <T = unknown>() => Promise<T>;
}): Promise<LeadFormResult> {
  try {
    return await serverAction<LeadFormResult>();
  } catch {
    return { status: "error", exception: true };
  }
}
