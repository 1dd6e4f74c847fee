// The invoice PDF's lines table: its columns (CGST and SGST within a state, IGST across), and how amounts are written.
import type { InvoiceLine } from '../../db/schema/index.ts';

/** 12345678 -> "1,23,456.78", without floating point. */
export function rupeesText(paise: number): string {
  const whole = new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100));
  return `${whole}.${String(paise % 100).padStart(2, '0')}`;
}
const rateText = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

/** The columns; `label` words a title from its key in the notices catalogue's invoicePdf block. */
export function invoiceColumns(interState: boolean, label: (key: string) => string): Column[] {
  const money = (title: string, width: number, pick: (l: InvoiceLine) => number): Column => ({
    title,
    width,
    align: 'right',
    cell: (l) => rupeesText(pick(l)),
  });
  const tax = interState
    ? [money('IGST', 112, (l) => l.igstPaise)]
    : [money('CGST', 56, (l) => l.cgstPaise), money('SGST', 56, (l) => l.sgstPaise)];
  return [
    { title: '#', width: 18, align: 'left', cell: (_, i) => String(i + 1) },
    { title: label('description'), width: 146, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 50, align: 'left', cell: (l) => l.hsnSac },
    { title: label('qty'), width: 28, align: 'right', cell: (l) => String(l.quantity) },
    money(label('taxableValue'), 70, (l) => l.taxablePaise),
    { title: label('rate'), width: 38, align: 'right', cell: (l) => rateText(l.gstRateBp) },
    ...tax,
    money(label('total'), 53, (l) => l.totalPaise),
  ];
}
