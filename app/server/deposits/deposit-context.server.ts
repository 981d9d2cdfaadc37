// How the live quote page's deposit and its upload route reach the database
// and the payment configuration: the server hands them to every request
// through React Router's context (server/app.ts, getLoadContext).
import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { PaymentConfig } from "../config/payment-env.server.ts";
import type { Database } from "../db/schema.server.ts";

export interface DepositServices {
  db: Kysely<Database>;
  payment: PaymentConfig;
}

/** Set by the server for every request; reading it where it was not set throws. */
export const depositServicesContext = createContext<DepositServices>();
