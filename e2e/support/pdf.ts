/**
 * What a printed PDF's pages measure, read from its page objects' MediaBox (points, 1/72 in):
 * Chromium writes one `/Type /Page` dictionary per page, each with its MediaBox, uncompressed.
 */
export function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.\s-]+)\]/g)].map((match) => {
    const [x0, y0, x1, y1] = match[1]!.trim().split(/\s+/).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { width: x1 - x0, height: y1 - y0 };
  });
  if (boxes.length !== pages) {
    throw new Error(`PDF has ${pages} pages but ${boxes.length} MediaBoxes`);
  }
  return boxes;
}

/** Millimetres in PDF points. */
export const mmToPt = (mm: number) => (mm * 72) / 25.4;
