import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("file sizes", () => {
  it("names bytes, kilobytes and megabytes instead of rounding small files up to 0.1 MB", () => {
    expect(formatFileSize(0, "en")).toBe("0 bytes");
    expect(formatFileSize(512, "en")).toBe("512 bytes");
    expect(formatFileSize(1229, "en")).toBe("1.2 kB");
    expect(formatFileSize(1024 * 1024 - 1, "en")).toBe("1 MB");
    expect(formatFileSize(12.5 * 1024 * 1024, "en")).toBe("12.5 MB");
    expect(formatFileSize(50 * 1024 * 1024, "en")).toBe("50 MB");
  });

  it("speaks Thai too", () => {
    expect(formatFileSize(512, "th")).toBe("512 ไบต์");
    expect(formatFileSize(1229, "th")).toBe("1.2 kB");
    expect(formatFileSize(3 * 1024 * 1024, "th")).toBe("3 MB");
  });
});
