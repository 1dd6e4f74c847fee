// The invoice register as CSV: RFC 4180 quoting, and text cells that a spreadsheet would run as a formula defused.

/** A text cell starting like a formula (=, +, -, @, or a tab or carriage return before one) gets a leading '. */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * Numbers are written as they are; strings are defused and quoted; null is an empty cell. A `figure` is a number
 * already formatted by the caller (rupees with two decimals, maybe negative), written as it is.
 */
export type Cell = string | number | null | { figure: string };

/**
 * CRLF rows after a byte-order mark, so a spreadsheet opens the file as UTF-8 and Hindi names stay readable.
 * Numbers are the caller's, already formatted (rupees with two decimals) and never negative here.
 */
export function toCsv(header: readonly string[], rows: Cell[][]): string {
  const line = (cells: readonly Cell[]) =>
    cells
      .map((c) =>
        c === null ? '' : typeof c === 'number' ? String(c) : typeof c === 'string' ? quote(defuseFormula(c)) : c.figure,
      )
      .join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
