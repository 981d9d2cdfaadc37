// How the live quote page's deposit and its upload route reach the database
// and the payment configuration: the server hands them to every request
// through React Router's context (server/app.ts, getLoadContext).
import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { PaymentConfig } from "#app/features/quotes/deposits/payment-env.server.ts";
import type { UploadConfig } from "#app/platform/uploads/upload-env.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export interface DepositServices {
  db: Kysely<Database>;
  payment: PaymentConfig;
  /** The upload limits (decision 052). */
  uploads: UploadConfig;
  /** Keys each client's daily upload counter (IP_HASH_SALT), as the other rate limits are keyed. */
  ipHashSalt?: string;
}

/** Set by the server for every request; reading it where it was not set throws. */
export const depositServicesContext = createContext<DepositServices>();
