import { describe, expect, it } from "vitest";
import { MOUNT_POINT_MISSING, pathToRestore, requireMountPoint } from "./restore-path";

describe("pathToRestore", () => {
  it("restores a saved path that differs from the current one", () => {
    expect(pathToRestore("/services/weddings", "/")).toBe("/services/weddings");
  });
  it("does nothing when nothing was saved or we are already there", () => {
    expect(pathToRestore(null, "/")).toBeNull();
    expect(pathToRestore("", "/")).toBeNull();
    expect(pathToRestore("/about", "/about")).toBeNull();
  });
  it("refuses anything that is not a same-origin path", () => {
    expect(pathToRestore("https://evil.example/", "/")).toBeNull();
    expect(pathToRestore("//evil.example/", "/")).toBeNull();
    expect(pathToRestore("/\\evil.example", "/")).toBeNull();
    expect(pathToRestore("javascript:alert(1)", "/")).toBeNull();
  });
});

describe("requireMountPoint", () => {
  it("fails with 'Root element not found' when the mount point is missing", () => {
    expect(() => requireMountPoint(null)).toThrow(MOUNT_POINT_MISSING);
    expect(MOUNT_POINT_MISSING).toBe("Root element not found");
  });
  it("returns the element when present", () => {
    const element = { id: "root" };
    expect(requireMountPoint(element)).toBe(element);
  });
});
