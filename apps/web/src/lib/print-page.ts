/**
 * The paper a print asks for (docs/screens.md#prints), in millimetres. Its `@page` rule names a
 * width and a height: CSS `size` takes one or two lengths or a page-size keyword, and Chromium
 * drops a rule such as `80mm auto` as invalid and prints on its default Letter paper instead.
 */
export interface PrintPaper {
  width: number;
  height: number;
  /** The same margin on every side. */
  margin: number;
}

/** The invoice and the day report's page. */
export const A4_PAPER: PrintPaper = { width: 210, height: 297, margin: 12 };

/** A receipt printer's roll: 80 mm wide, 72 mm of it printed. */
export const RECEIPT_WIDTH = 80;
export const RECEIPT_MARGIN = 4;
/** Added to a receipt's measured length, so a rounding never starts a second piece of paper. */
const RECEIPT_SLACK = 6;

/** CSS pixels (1/96 in) in millimetres, as print lays them out. */
export const pxToMm = (px: number) => (px * 25.4) / 96;

/** A roll cut to what it prints: the content's length, its margins and a little slack. */
export function receiptPaper(contentHeightMm: number): PrintPaper {
  return {
    width: RECEIPT_WIDTH,
    height: Math.ceil(contentHeightMm + 2 * RECEIPT_MARGIN + RECEIPT_SLACK),
    margin: RECEIPT_MARGIN,
  };
}

/** The `@page` rule of a paper. */
export const pageRule = (paper: PrintPaper) =>
  `@page { size: ${paper.width}mm ${paper.height}mm; margin: ${paper.margin}mm; }`;
