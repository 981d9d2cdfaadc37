import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOGUE_REFRESH_SECONDS, parseCatalogueEnv } from "#app/features/catalogue/catalogue-env.server.ts";

describe("parseCatalogueEnv", () => {
  it("checks the catalogue every 10 seconds and reads the content files' catalogue by default", () => {
    expect(DEFAULT_CATALOGUE_REFRESH_SECONDS).toBe(10);
    expect(parseCatalogueEnv({})).toEqual({ refreshMs: 10_000 });
    expect(parseCatalogueEnv({ CATALOGUE_REFRESH_SECONDS: "", CATALOGUE_TEST_FILE: "" })).toEqual({
      refreshMs: 10_000,
    });
  });

  it("takes a refresh interval from 1 to 15 seconds", () => {
    expect(parseCatalogueEnv({ CATALOGUE_REFRESH_SECONDS: "1" }).refreshMs).toBe(1_000);
    expect(parseCatalogueEnv({ CATALOGUE_REFRESH_SECONDS: "15" }).refreshMs).toBe(15_000);
    for (const value of ["0", "16", "2.5", "soon"]) {
      expect(() => parseCatalogueEnv({ CATALOGUE_REFRESH_SECONDS: value }), value).toThrow(
        "CATALOGUE_REFRESH_SECONDS must be a whole number of seconds from 1 to 15",
      );
    }
  });

  it("takes the test-only catalogue file", () => {
    expect(parseCatalogueEnv({ CATALOGUE_TEST_FILE: ".e2e-data/catalogue.json" }).testFile).toBe(
      ".e2e-data/catalogue.json",
    );
  });
});
