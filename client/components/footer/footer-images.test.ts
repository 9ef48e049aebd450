// The footer's payment logos and app badges are pictures that draw the same everywhere: every image the seed footers
// name is in public/, is an SVG with its name as its title, and draws its words as outlines, never as text in a font
// the visitor's device may not have (a missing font drew the logos as blank boxes).
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { seedDocuments } from "../../../tenants/content";
import type { FooterContent } from "../../../shared/cms";

const PUBLIC = resolve(__dirname, "../../../public");

const footers = seedDocuments().filter((doc) => doc.key === "footer");
const images = [
  ...new Map(
    footers.flatMap(({ body }) => {
      const sub = (body as FooterContent).sub_footer;
      return [...sub.payment_logos, sub.app_store_cta.image, sub.google_play_cta.image].map((image) => [image.image_url, image] as const);
    }),
  ).values(),
];

describe("the footer's logos and badges", () => {
  it("are named by every seed footer, with alternative text", () => {
    expect(footers).toHaveLength(8);
    expect(images.length).toBeGreaterThanOrEqual(7);
    for (const { body } of footers) {
      const sub = (body as FooterContent).sub_footer;
      for (const image of [...sub.payment_logos, sub.app_store_cta.image, sub.google_play_cta.image]) expect(image.alt_text.trim(), image.image_url).not.toBe("");
    }
  });

  it.each(images.map((image) => [image.image_url]))("%s is in the repository and draws without fonts", (url) => {
    const file = resolve(PUBLIC, `.${url}`);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+" role="img" aria-label="[^"]+"><title>[^<]+<\/title>/);
    expect(svg).not.toContain("<text");
    // Nothing fetched from elsewhere: an image loaded by <img> may not load anything itself.
    expect(svg).not.toMatch(/href=|url\(|@import|<image/);
    expect(svg).toMatch(/<(path d="M|circle )/);
  });
});
