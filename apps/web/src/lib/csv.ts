/**
 * CSV text (RFC 4180, CRLF line ends) that spreadsheets open safely: every cell is quoted, and a
 * cell that starts like a formula (= + - @, tab, carriage return) gets a leading apostrophe so a
 * stored name can never run as a formula.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV blob with a byte order mark, so spreadsheet apps read it as UTF-8. */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
