// The deposit and EFT configuration, read and validated once (proofs of
// payment are kept in the database since decision 060). Kept apart from env.server.ts, as data-env and
// retention-env are, and parsed by the same parseEnvironment (empty string =
// unset, errors name the variable). Decision 037.
import { z } from "zod";
import { type BankingDetails, DEFAULT_DEPOSIT_PERCENT } from "#app/features/quotes/deposits/deposit.ts";
import { parseEnvironment, wholeNumber } from "#app/platform/config/env.server.ts";

const BANKING_VARIABLES = ["EFT_BANK_NAME", "EFT_ACCOUNT_HOLDER", "EFT_ACCOUNT_NUMBER", "EFT_BRANCH_CODE"] as const;

const text = (name: string, max: number) =>
  z
    .string()
    .trim()
    .min(2, { message: `${name} must be at least 2 characters` })
    .max(max, { message: `${name} must be at most ${max} characters` })
    .optional();

const PaymentEnvSchema = z
  .object({
    // The deposit due on an accepted quote, as a percentage of its total including VAT.
    DEPOSIT_PERCENT: wholeNumber("DEPOSIT_PERCENT", 1, 100, DEFAULT_DEPOSIT_PERCENT),
    // The company's bank account for EFT deposits: all four or none.
    EFT_BANK_NAME: text("EFT_BANK_NAME", 60),
    EFT_ACCOUNT_HOLDER: text("EFT_ACCOUNT_HOLDER", 100),
    EFT_ACCOUNT_NUMBER: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{6,16}$/, { message: "EFT_ACCOUNT_NUMBER must be 6 to 16 digits" }))
      .optional(),
    EFT_BRANCH_CODE: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: "EFT_BRANCH_CODE must be the bank's six-digit branch code" })
      .optional(),
  })
  .superRefine((env, ctx) => {
    const missing = BANKING_VARIABLES.filter((name) => env[name] === undefined);
    if (missing.length > 0 && missing.length < BANKING_VARIABLES.length) {
      ctx.addIssue({
        code: "custom",
        path: [missing[0]!],
        message: `${BANKING_VARIABLES.join(", ")} must be set together (missing: ${missing.join(", ")})`,
      });
    }
  });

export interface PaymentConfig {
  depositPercent: number;
  /** Absent when EFT_* are not set: the customer is told the banking details come by e-mail. */
  banking?: BankingDetails;
}

export function parsePaymentEnv(source: Record<string, string | undefined>): PaymentConfig {
  const env = parseEnvironment(PaymentEnvSchema, source, "payment configuration");
  const config: PaymentConfig = { depositPercent: env.DEPOSIT_PERCENT };
  if (env.EFT_BANK_NAME && env.EFT_ACCOUNT_HOLDER && env.EFT_ACCOUNT_NUMBER && env.EFT_BRANCH_CODE) {
    config.banking = {
      bankName: env.EFT_BANK_NAME,
      accountHolder: env.EFT_ACCOUNT_HOLDER,
      accountNumber: env.EFT_ACCOUNT_NUMBER,
      branchCode: env.EFT_BRANCH_CODE,
    };
  }
  return config;
}

let cached: PaymentConfig | undefined;

export function getPaymentConfig(): PaymentConfig {
  cached ??= parsePaymentEnv(process.env);
  return cached;
}
