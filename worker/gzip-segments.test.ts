// A stored page's gzip answer is stitched from parts compressed once and the answer's nonce: it must decode to exactly
// the page with that nonce, whatever the parts hold.
import { describe, expect, it } from "vitest";
import { acceptsGzip, compressSegments, gzipAnswer, plainAnswer } from "./gzip-segments";

async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
}

describe("gzip answers stitched from stored parts", () => {
  const pages: [string, string[]][] = [
    ["one part", ["<!DOCTYPE html><html><body>no script</body></html>"]],
    ["Arabic and scripts", ['<html dir="rtl"><script nonce="', '">1</script><h1>ملعب الشتاء في عُمان</h1><script nonce="', '">2</script></html>']],
    ["a long page", ['<script nonce="', `">x</script>${"<li>تذكرة Snow Park · 10.500 ر.ع.</li>".repeat(3000)}<script nonce="`, '"></script>']],
    ["empty parts", ["", "", ""]],
  ];
  for (const [name, parts] of pages) {
    it(`decodes to the page with the answer's nonce: ${name}`, async () => {
      const segments = compressSegments(parts);
      for (const nonce of ["rN0ncE+/AbCdEfGhIjKlMn==", "Zz9yYxXwWvVuUtTsSrRqQp=="]) {
        const page = parts.join(nonce);
        expect(await gunzip(gzipAnswer(segments, nonce))).toBe(page);
        expect(new TextDecoder().decode(plainAnswer(segments, nonce))).toBe(page);
      }
    });
  }

  it("is smaller than the page when the page is large", () => {
    const parts = ['<script nonce="', `">x</script>${"<li>Snow Park</li>".repeat(2000)}`];
    const answer = gzipAnswer(compressSegments(parts), "n".repeat(24));
    expect(answer.length).toBeLessThan(parts.join("n".repeat(24)).length / 10);
  });

  it("reads Accept-Encoding: gzip by name or by *, never with a weight of 0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
