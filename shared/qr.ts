// A ticket's QR code: the module matrix (drawn by the ticket PDF) and an accessible SVG (the confirmed page).
import { encode } from "uqr";
import { escapeMarkup } from "./text";

/** Light modules around the code, as QR readers expect (ISO 18004 quiet zone). */
export const QR_QUIET_ZONE = 4;
/** Medium error correction: a creased or partly covered printed ticket still scans. */
export const QR_ERROR_CORRECTION = "M" as const;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** rows[y][x]: true where the module is dark. */
  rows: boolean[][];
}

export function qrMatrix(text: string): QrMatrix {
  const { data, size } = encode(text, { ecc: QR_ERROR_CORRECTION, border: 0 });
  return { size, rows: data };
}


/**
 * The code as an SVG string: one path of unit squares in a viewBox including the quiet zone, scaled to `size` pixels.
 * `label` names it for screen readers (e.g. "QR code of ticket T-…").
 */
export function qrSvg(text: string, { size = 160, label }: { size?: number; label: string }): string {
  const { size: n, rows } = qrMatrix(text);
  const side = n + QR_QUIET_ZONE * 2;
  let d = "";
  rows.forEach((row, y) => {
    // One rectangle per horizontal run of dark modules keeps the path short.
    for (let x = 0; x < n; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < n && row[end + 1]) end++;
      d += `M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${end - x + 1}v1h${-(end - x + 1)}z`;
      x = end;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeMarkup(label)}" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><title>${escapeMarkup(label)}</title>` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  );
}
