// The text a ticket PDF draws, page by page: each drawn string decoded through its font's ToUnicode map, one line per
// string, in the order the glyphs are drawn (left to right). Used by the PDF's tests and the browser journeys.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, decodePDFRawStream } from "pdf-lib";

export const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

/** Each page's text, decoded through the fonts' ToUnicode maps, one drawn string per line (visual order). */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts.entries()) {
      const font = doc.context.lookup(ref, PDFDict);
      const cmap = latin1(decodePDFRawStream(font.lookup(PDFName.of("ToUnicode"), PDFStream) as PDFRawStream).decode());
      const map = new Map<string, string>();
      for (const [, gid, uni] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
        map.set(gid!.toLowerCase(), String.fromCodePoint(...uni!.match(/.{4}/g)!.map((h) => parseInt(h, 16))));
      }
      maps.set(name.asString(), map);
    }
    const contents = page.node.Contents()!;
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref, PDFStream) as PDFRawStream) : [contents as PDFRawStream];
    const content = streams.map((s) => latin1(decodePDFRawStream(s).decode())).join("\n");
    let current = new Map<string, string>();
    const lines: string[] = [];
    for (const [, font, hex] of content.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj/g)) {
      if (font) current = maps.get(font)!;
      else lines.push(hex!.match(/.{4}/g)!.map((g) => current.get(g.toLowerCase()) ?? "?").join(""));
    }
    return lines.join("\n");
  });
}

