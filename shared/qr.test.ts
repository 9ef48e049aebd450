// The ticket QR: matrix size per code length, the three finder patterns, and the SVG the confirmed page shows.
import { describe, expect, it } from "vitest";
import { QR_QUIET_ZONE, qrMatrix, qrSvg } from "./qr";

const CODE = "SKD-7K2Q9M4XPA-01";

/** A 7×7 finder pattern: dark ring, light ring, dark 3×3 centre. */
function hasFinderAt(rows: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
      if (rows[top + y]![left + x] !== (ring !== 2)) return false;
    }
  return true;
}

describe("qrMatrix", () => {
  it("encodes a ticket code as a version 1 code (21 modules), medium correction, no border", () => {
    const { size, rows } = qrMatrix(CODE);
    expect(size).toBe(21);
    expect(rows).toHaveLength(21);
    expect(rows.every((r) => r.length === 21)).toBe(true);
  });

  it("has finder patterns in three corners and none in the fourth", () => {
    const { size, rows } = qrMatrix(CODE);
    expect(hasFinderAt(rows, 0, 0)).toBe(true);
    expect(hasFinderAt(rows, 0, size - 7)).toBe(true);
    expect(hasFinderAt(rows, size - 7, 0)).toBe(true);
    expect(hasFinderAt(rows, size - 7, size - 7)).toBe(false);
  });

  it("grows by 4 modules per version for longer text and differs per code", () => {
    const long = qrMatrix(`https://www.skidubai.example/en-ae/ski-dubai/booking/${CODE}`);
    expect(long.size).toBeGreaterThan(21);
    expect((long.size - 17) % 4).toBe(0);
    expect(qrMatrix("SKD-7K2Q9M4XPA-02").rows).not.toEqual(qrMatrix(CODE).rows);
  });
});

describe("qrSvg", () => {
  it("is an image with an accessible name, a quiet zone and the asked size", () => {
    const svg = qrSvg(CODE, { size: 200, label: `QR code of ticket ${CODE}` });
    const side = 21 + 2 * QR_QUIET_ZONE;
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`aria-label="QR code of ticket ${CODE}"`);
    expect(svg).toContain(`<title>QR code of ticket ${CODE}</title>`);
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`);
    expect(svg).toContain('width="200" height="200"');
    // The top-left finder starts at the quiet zone: a 7-module dark run.
    expect(svg).toContain(`M${QR_QUIET_ZONE} ${QR_QUIET_ZONE}h7v1h-7z`);
  });

  it("escapes the label", () => {
    const svg = qrSvg(CODE, { label: `Ticket "A" <1> & 'B'` });
    expect(svg).toContain("aria-label=\"Ticket &#34;A&#34; &#60;1&#62; &#38; &#39;B&#39;\"");
    expect(svg).not.toContain("<1>");
    expect(svg).toContain('width="160"');
  });
});
