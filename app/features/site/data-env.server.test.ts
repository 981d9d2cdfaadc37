import { describe, expect, it } from "vitest";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";

describe("parseDataEnv", () => {
  it("applies defaults for an empty environment", () => {
    expect(parseDataEnv({})).toEqual({
      DATABASE_FILE: "data/site.db",
      MAIL_FROM: "Sandton Sound Hire <no-reply@sandtonsoundhire.co.za>",
      SALES_EMAIL: ["sales@sandtonsoundhire.co.za"],
      LEADS_RATE_LIMIT_PER_IP: 10,
      LEADS_FLOOD_THRESHOLD: 30,
      LEADS_SPAM_DIGEST_SECONDS: 900,
      VITALS_RATE_LIMIT_PER_IP: 30,
      VITALS_DAILY_LIMIT_PER_IP: 500,
      TELEMETRY_SAMPLE_RATE: 1,
      TELEMETRY_MAX_ROWS: 100_000,
      ERROR_ROWS_PER_IP_PER_MINUTE: 5,
      ERROR_ROWS_PER_MINUTE: 60,
      OUTBOX_RETRY_BASE_SECONDS: 30,
      OUTBOX_RETRY_MAX_SECONDS: 3600,
      OUTBOX_POLL_SECONDS: 15,
      LEAD_RESPONSE_TARGET_MINUTES: 15,
    });
  });

  it("reads the lead response target in whole minutes of business hours, 1 to 600", () => {
    expect(parseDataEnv({ LEAD_RESPONSE_TARGET_MINUTES: "30" }).LEAD_RESPONSE_TARGET_MINUTES).toBe(30);
    expect(() => parseDataEnv({ LEAD_RESPONSE_TARGET_MINUTES: "0" })).toThrow(
      /LEAD_RESPONSE_TARGET_MINUTES: .*at least 1/,
    );
    expect(() => parseDataEnv({ LEAD_RESPONSE_TARGET_MINUTES: "601" })).toThrow(/LEAD_RESPONSE_TARGET_MINUTES/);
    expect(() => parseDataEnv({ LEAD_RESPONSE_TARGET_MINUTES: "7.5" })).toThrow(/whole number of minutes/);
  });

  it("reads the outbox schedule and the SQLite page cap, and refuses a cap below the first retry", () => {
    const env = parseDataEnv({
      OUTBOX_RETRY_BASE_SECONDS: "5",
      OUTBOX_RETRY_MAX_SECONDS: "15",
      OUTBOX_POLL_SECONDS: "1",
      SQLITE_MAX_PAGE_COUNT: "451",
    });
    expect(env).toMatchObject({
      OUTBOX_RETRY_BASE_SECONDS: 5,
      OUTBOX_RETRY_MAX_SECONDS: 15,
      OUTBOX_POLL_SECONDS: 1,
      SQLITE_MAX_PAGE_COUNT: 451,
    });
    expect(parseDataEnv({})).not.toHaveProperty("SQLITE_MAX_PAGE_COUNT");
    expect(() => parseDataEnv({ OUTBOX_RETRY_BASE_SECONDS: "60", OUTBOX_RETRY_MAX_SECONDS: "30" })).toThrow(
      /OUTBOX_RETRY_MAX_SECONDS: .*not be less/,
    );
    expect(() => parseDataEnv({ OUTBOX_POLL_SECONDS: "0" })).toThrow(/OUTBOX_POLL_SECONDS/);
    expect(() => parseDataEnv({ SQLITE_MAX_PAGE_COUNT: "lots" })).toThrow(
      /SQLITE_MAX_PAGE_COUNT: .*whole number of pages/,
    );
  });

  it("treats empty strings as unset and ignores other variables", () => {
    expect(parseDataEnv({ DATABASE_URL: "", SMTP_URL: "", PORT: "x" })).not.toHaveProperty("DATABASE_URL");
  });

  it("accepts the documented forms", () => {
    const env = parseDataEnv({
      DATABASE_URL: "postgres://app:pw@db.internal:5432/site",
      SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
      SALES_EMAIL: "sales@example.co.za, bookings@example.co.za",
      LEADS_WEBHOOK_URL: "https://crm.example.com/hooks/leads",
      LEADS_WEBHOOK_SECRET: "0123456789abcdef",
      IP_HASH_SALT: "a-long-random-salt-value",
    });
    expect(env.SALES_EMAIL).toEqual(["sales@example.co.za", "bookings@example.co.za"]);
    expect(parseDataEnv({ DATABASE_URL: "postgresql://localhost/site" }).DATABASE_URL).toBe(
      "postgresql://localhost/site",
    );
  });

  it("requires a webhook secret of at least 16 characters with a webhook URL", () => {
    expect(() => parseDataEnv({ LEADS_WEBHOOK_URL: "https://crm.example.com/hook" })).toThrow(
      /LEADS_WEBHOOK_SECRET: LEADS_WEBHOOK_SECRET is required/,
    );
    expect(() =>
      parseDataEnv({ LEADS_WEBHOOK_URL: "https://crm.example.com/hook", LEADS_WEBHOOK_SECRET: "short" }),
    ).toThrow(/at least 16 characters/);
  });

  it("limits web-vitals beacons to 30 per address per minute unless told otherwise", () => {
    expect(parseDataEnv({}).VITALS_RATE_LIMIT_PER_IP).toBe(30);
    expect(parseDataEnv({ VITALS_RATE_LIMIT_PER_IP: "120" }).VITALS_RATE_LIMIT_PER_IP).toBe(120);
    expect(() => parseDataEnv({ VITALS_RATE_LIMIT_PER_IP: "lots" })).toThrow(
      /VITALS_RATE_LIMIT_PER_IP: .*whole number of beacons/,
    );
    expect(() => parseDataEnv({ VITALS_RATE_LIMIT_PER_IP: "0" })).toThrow(/VITALS_RATE_LIMIT_PER_IP/);
  });

  it("reads the telemetry sample and row limits, and refuses values that would store nothing or forever", () => {
    expect(
      parseDataEnv({
        TELEMETRY_SAMPLE_RATE: "0.25",
        TELEMETRY_MAX_ROWS: "5000",
        VITALS_DAILY_LIMIT_PER_IP: "100",
        ERROR_ROWS_PER_IP_PER_MINUTE: "2",
        ERROR_ROWS_PER_MINUTE: "20",
      }),
    ).toMatchObject({
      TELEMETRY_SAMPLE_RATE: 0.25,
      TELEMETRY_MAX_ROWS: 5000,
      VITALS_DAILY_LIMIT_PER_IP: 100,
      ERROR_ROWS_PER_IP_PER_MINUTE: 2,
      ERROR_ROWS_PER_MINUTE: 20,
    });
    expect(() => parseDataEnv({ TELEMETRY_SAMPLE_RATE: "0" })).toThrow(/TELEMETRY_SAMPLE_RATE/);
    expect(() => parseDataEnv({ TELEMETRY_SAMPLE_RATE: "1.5" })).toThrow(/TELEMETRY_SAMPLE_RATE/);
    expect(() => parseDataEnv({ TELEMETRY_MAX_ROWS: "ten" })).toThrow(/TELEMETRY_MAX_ROWS: .*whole number of rows/);
  });

  it("names the variable and the rule when a value is invalid", () => {
    expect(() => parseDataEnv({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL: .*PostgreSQL URL/);
    expect(() => parseDataEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => parseDataEnv({ SALES_EMAIL: "sales@example.co.za, nope" })).toThrow(/SALES_EMAIL/);
    expect(() => parseDataEnv({ LEADS_WEBHOOK_URL: "ftp://x", LEADS_WEBHOOK_SECRET: "0123456789abcdef" })).toThrow(
      /LEADS_WEBHOOK_URL must be an http\(s\) URL/,
    );
    expect(() => parseDataEnv({ IP_HASH_SALT: "short" })).toThrow(/IP_HASH_SALT/);
  });

  describe("STAFF_BOOTSTRAP_EMAIL and STAFF_BOOTSTRAP_PASSWORD", () => {
    const email = "owner@sandtonsoundhire.co.za";
    const password = "correct horse battery";

    it("may both be left unset", () => {
      const env = parseDataEnv({});
      expect(env).not.toHaveProperty("STAFF_BOOTSTRAP_EMAIL");
      expect(env).not.toHaveProperty("STAFF_BOOTSTRAP_PASSWORD");
      expect(parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: "", STAFF_BOOTSTRAP_PASSWORD: "" })).not.toHaveProperty(
        "STAFF_BOOTSTRAP_EMAIL",
      );
    });

    it("must be set together", () => {
      expect(() => parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: email })).toThrow(
        /STAFF_BOOTSTRAP_PASSWORD: STAFF_BOOTSTRAP_EMAIL and STAFF_BOOTSTRAP_PASSWORD must be set together/,
      );
      expect(() => parseDataEnv({ STAFF_BOOTSTRAP_PASSWORD: password })).toThrow(/must be set together/);
      expect(() => parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: email, STAFF_BOOTSTRAP_PASSWORD: "" })).toThrow(
        /must be set together/,
      );
    });

    it("refuses a password the staff policy would refuse", () => {
      expect(() => parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: email, STAFF_BOOTSTRAP_PASSWORD: "short" })).toThrow(
        /STAFF_BOOTSTRAP_PASSWORD: .*at least 12 characters/,
      );
      expect(() => parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: email, STAFF_BOOTSTRAP_PASSWORD: "12345678901" })).toThrow(
        /at least 12 characters/,
      );
      expect(() =>
        parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: email, STAFF_BOOTSTRAP_PASSWORD: email.toUpperCase() }),
      ).toThrow(/must not be the e-mail address/);
    });

    it("refuses an address that is not an e-mail address", () => {
      expect(() => parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: "owner", STAFF_BOOTSTRAP_PASSWORD: password })).toThrow(
        /STAFF_BOOTSTRAP_EMAIL: STAFF_BOOTSTRAP_EMAIL must be an e-mail address/,
      );
    });

    it("parses a valid pair", () => {
      const env = parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: email, STAFF_BOOTSTRAP_PASSWORD: password });
      expect(env.STAFF_BOOTSTRAP_EMAIL).toBe(email);
      expect(env.STAFF_BOOTSTRAP_PASSWORD).toBe(password);
      expect(
        parseDataEnv({ STAFF_BOOTSTRAP_EMAIL: email, STAFF_BOOTSTRAP_PASSWORD: "123456789012" })
          .STAFF_BOOTSTRAP_PASSWORD,
      ).toBe("123456789012");
    });
  });
});
