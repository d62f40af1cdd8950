import {
  DAY_CLOSE_BLOCK_WORDS,
  DAY_CLOSE_LINE_INFO,
  DAY_CLOSE_SECTION_WORDS,
  DAY_CLOSE_SECTIONS,
  DRAWER_NOTES,
  MOVEMENT_KIND_WORDS,
  MOVEMENT_METHOD_WORDS,
  MOVEMENT_METHODS,
  venueIsoTime,
  type ClosedDay,
  type DayCloseAnswer,
} from '@padel/contracts';

type Cell = string | number | null;
type Sheet = { name: string; header: string[]; rows: Cell[][] };

/**
 * Every count of the drawer sent for the day, oldest first: the earlier ones, then the one kept,
 * the only one set beside the expected cash (docs/till.md#day-close).
 */
function countsSheet(closed: ClosedDay, timeZone: string): Sheet {
  const { drawer } = closed;
  const row = (at: string, by: string, counted: number, kept: string): Cell[] => [
    venueIsoTime(timeZone, new Date(at)),
    by,
    counted,
    kept,
  ];
  return {
    name: 'Counts',
    header: ['Counted at', 'Counted by', 'Counted (PKR)', 'Kept'],
    rows: [
      ...drawer.recounts.map((count) => row(count.countedAt, count.countedBy, count.counted, 'No')),
      row(drawer.closedAt, drawer.closedBy, drawer.counted, `Yes: expected ${drawer.expected}`),
    ],
  };
}

/**
 * The day's report as day-close-YYYY-MM-DD.xlsx (docs/till.md#day-close): a sheet per section of
 * the report (its lines by method), then the drawer, every count of it, discounts and fees, open items and every
 * movement. A day's report is small, so the workbook is written whole; exceljs is loaded by the
 * first export, not at start-up.
 */
export async function dayCloseWorkbook(answer: DayCloseAnswer, timeZone: string): Promise<Buffer> {
  const { report } = answer;
  const methods = MOVEMENT_METHODS.filter((method) => report.byMethod[method] !== undefined);
  const methodHeader = methods.map((method) => MOVEMENT_METHOD_WORDS[method]);
  const sheets: Sheet[] = DAY_CLOSE_SECTIONS.flatMap((section) => {
    const lines = report.lines.filter((line) => line.section === section);
    if (lines.length === 0 && section === 'other') return [];
    return [
      {
        name: DAY_CLOSE_SECTION_WORDS[section],
        header: ['What', 'Movements', ...methodHeader, 'Total (PKR)'],
        rows: lines.map((line) => [
          line.label,
          line.count,
          ...methods.map((method) => line.byMethod[method] ?? 0),
          line.total,
        ]),
      },
    ];
  });
  const drawerRows: Cell[][] = report.cash
    ? [
        ['Opening float', report.cash.openingFloat],
        ['Cash in', report.cash.cashIn],
        ['Cash out', report.cash.cashOut],
        ['Pay-ins', report.cash.payIns],
        ['Pay-outs', report.cash.payOuts],
        ['Expected', report.cash.expected],
      ]
    : [['Expected', 'Shown once the drawer is counted']];
  if (answer.status === 'closed') {
    const { drawer } = answer;
    drawerRows.push(
      ...DRAWER_NOTES.map((note): Cell[] => [`${note} notes`, drawer.counts.notes[`${note}`]]),
      ['Coins', drawer.counts.coins],
      ['Counted', drawer.counted],
      ['Difference', drawer.difference],
      ['Note', drawer.note],
      ['Closed by', drawer.closedBy],
      ['Closed at', venueIsoTime(timeZone, new Date(drawer.closedAt))],
      ['Bookings still to come', drawer.bookingsAhead],
    );
  }
  sheets.push(
    { name: 'Cash', header: ['Drawer', 'PKR'], rows: drawerRows },
    ...(answer.status === 'closed' ? [countsSheet(answer, timeZone)] : []),
    {
      name: 'Discounts and fees',
      header: ['What', 'Bookings', 'PKR'],
      rows: [
        ['Member discounts', report.memberDiscounts.count, report.memberDiscounts.amount],
        ['No-show fees owed', report.feesOwed.noShow.count, report.feesOwed.noShow.amount],
        [
          'Late cancellation fees owed',
          report.feesOwed.lateCancellation.count,
          report.feesOwed.lateCancellation.amount,
        ],
      ],
    },
    {
      name: 'Open items',
      header: ['Kind', 'What', 'Detail', 'Amount (PKR)', 'Link'],
      rows: report.blocks.map((block) => [
        DAY_CLOSE_BLOCK_WORDS[block.kind],
        block.title,
        block.detail,
        block.amount,
        block.link,
      ]),
    },
    {
      name: 'Movements',
      header: ['Id', 'At', 'What', 'Kind', 'Method', 'PKR', 'Booking', 'Order', 'Note'],
      rows: report.movements.map((row) => [
        row.id,
        venueIsoTime(timeZone, new Date(row.at)),
        DAY_CLOSE_LINE_INFO[row.what].label,
        `${MOVEMENT_KIND_WORDS[row.kind]}${row.reversal ? ' (reversal)' : ''}`,
        MOVEMENT_METHOD_WORDS[row.method],
        row.amount,
        row.bookingId,
        row.orderId,
        row.note,
      ]),
    },
  );
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.addRow(sheet.header).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row);
    worksheet.columns.forEach((column) => (column.width = 18));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
