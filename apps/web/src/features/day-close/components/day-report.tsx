import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  DAY_CLOSE_BLOCK_WORDS,
  DAY_CLOSE_MESSAGES,
  DAY_CLOSE_SECTION_WORDS,
  DAY_CLOSE_SECTIONS,
  DRAWER_NOTES,
  formatPrice,
  MOVEMENT_METHOD_WORDS,
  MOVEMENT_METHODS,
  type ClosedDay,
  type DayCloseLineTotal,
  type DayCloseReport,
} from '@padel/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { PrintPage } from '@/components/ui/print-page';
import { notifyFailure } from '@/lib/failure-message';
import { A4_PAPER, receiptPaper, type PrintPaper } from '@/lib/print-page';
import { useHeightMm } from '@/lib/use-height-mm';
import { exportDayClose } from '../api/day-close';
import classes from './day-report.module.css';
import { DrawerRecounts } from './drawer-recounts';

type Layout = 'a4' | 'receipt';

/**
 * The paper of a layout (docs/screens.md#prints): an A4 page, or the receipt roll cut to the
 * report's length, measured as the receipt shows it on screen (the same width and type as on
 * paper). Before it is measured, an A4 page's length of roll.
 */
function paperOf(layout: Layout, receiptHeight: number | null): PrintPaper {
  if (layout === 'a4') return A4_PAPER;
  return receiptPaper(receiptHeight ?? A4_PAPER.height);
}

const differenceWords = (difference: number) =>
  difference === 0
    ? 'Exact'
    : `${formatPrice(Math.abs(difference))} ${difference < 0 ? 'short' : 'over'}`;

/** The lines of one section, with their total. */
function SectionTable({
  report,
  section,
}: {
  report: DayCloseReport;
  section: (typeof DAY_CLOSE_SECTIONS)[number];
}) {
  const lines = report.lines.filter((line) => line.section === section);
  if (lines.length === 0) return null;
  return (
    <table className={classes.table}>
      <caption>{DAY_CLOSE_SECTION_WORDS[section]}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.what}>
            <th scope="row">
              {line.label}{' '}
              <Text span size="xs" c="dimmed">
                ({line.count})
              </Text>
            </th>
            <td className={line.cashHidden && line.total !== 0 ? classes.wraps : undefined}>
              {lineAmount(line)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A line's sum; while the day is open its cash is hidden (docs/till.md#day-close): "counted at
 * close", never a PKR 0 staff could read as nothing taken.
 */
function lineAmount(line: DayCloseLineTotal): ReactNode {
  if (!line.cashHidden) return formatPrice(line.total);
  if (line.total === 0) return DAY_CLOSE_MESSAGES.countedAtClose;
  // Two unbreakable halves that may wrap between them: on a 375 px phone the whole is wider
  // than the table's second column can be.
  return (
    <>
      <span className={classes.nowrap}>{formatPrice(line.total)}</span>{' '}
      <span className={classes.nowrap}>+ cash {DAY_CLOSE_MESSAGES.countedAtClose}</span>
    </>
  );
}

/** By method, the day's total (the drawer's cash among them once closed). */
export function MethodTable({ report }: { report: DayCloseReport }) {
  const methods = MOVEMENT_METHODS.filter((method) => report.byMethod[method] !== undefined);
  return (
    <table className={classes.table}>
      <caption>By method</caption>
      <tbody>
        {methods.map((method) => (
          <tr key={method}>
            <th scope="row">{MOVEMENT_METHOD_WORDS[method]}</th>
            <td>{formatPrice(report.byMethod[method] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatPrice(report.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The lines of every section, as the open day's blind takings and the closed report show them. */
export function SectionTables({ report }: { report: DayCloseReport }) {
  return (
    <>
      {DAY_CLOSE_SECTIONS.map((section) => (
        <SectionTable key={section} report={report} section={section} />
      ))}
    </>
  );
}

/**
 * A closed day's report as it was closed (docs/till.md#day-close): totals by what and by method,
 * the drawer, discounts and fees, and what was still open; printed on one A4 page or an 80 mm
 * receipt, and exported as a workbook.
 */
export function DayReport({ closed }: { closed: ClosedDay }) {
  const { report, drawer } = closed;
  const [layout, setLayout] = useState<Layout>('a4');
  const exporting = useMutation({ mutationFn: () => exportDayClose(closed.businessDay) });
  const cash = report.cash!;
  const reportRef = useRef<HTMLElement>(null);
  const receiptHeight = useHeightMm(reportRef, layout === 'receipt');
  return (
    <Stack gap="md">
      <PrintPage paper={paperOf(layout, receiptHeight)} />
      <Group gap="sm" className={classes.noPrint} wrap="wrap">
        <SegmentedControl
          aria-label="Print layout"
          value={layout}
          onChange={(value) => setLayout(value as Layout)}
          data={[
            { value: 'a4', label: 'A4 page' },
            { value: 'receipt', label: 'Receipt 80 mm' },
          ]}
        />
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
        <Button
          variant="default"
          loading={exporting.isPending}
          onClick={() =>
            exporting.mutate(undefined, {
              onError: (error) => notifyFailure(error, 'Could not export the report.'),
            })
          }
        >
          Export
        </Button>
      </Group>
      <section
        ref={reportRef}
        aria-label={`Report of ${closed.businessDay}`}
        className={`${classes.report} ${layout === 'receipt' ? classes.receipt : ''}`}
      >
        <header className={classes.head}>
          <Title order={2} size="h4">
            Business day {closed.businessDay}
          </Title>
          <Text size="sm">
            Closed by {drawer.closedBy} at {new Date(drawer.closedAt).toLocaleString('en-GB')};{' '}
            {report.movementCount} movements.
            {drawer.bookingsAhead > 0 &&
              ` ${drawer.bookingsAhead} ${drawer.bookingsAhead === 1 ? 'booking was' : 'bookings were'} still to come.`}
          </Text>
        </header>
        <SectionTables report={report} />
        <MethodTable report={report} />
        <table className={classes.table}>
          <caption>Cash</caption>
          <tbody>
            <tr>
              <th scope="row">Opening float</th>
              <td>{formatPrice(cash.openingFloat)}</td>
            </tr>
            <tr>
              <th scope="row">Cash in</th>
              <td>{formatPrice(cash.cashIn)}</td>
            </tr>
            <tr>
              <th scope="row">Cash out</th>
              <td>{formatPrice(cash.cashOut)}</td>
            </tr>
            <tr>
              <th scope="row">Pay-ins</th>
              <td>{formatPrice(cash.payIns)}</td>
            </tr>
            <tr>
              <th scope="row">Pay-outs</th>
              <td>{formatPrice(cash.payOuts)}</td>
            </tr>
            <tr>
              <th scope="row">Expected</th>
              <td>{formatPrice(drawer.expected)}</td>
            </tr>
            <tr>
              <th scope="row">Counted</th>
              <td>{formatPrice(drawer.counted)}</td>
            </tr>
            <tr>
              <th scope="row">Difference</th>
              <td>{differenceWords(drawer.difference)}</td>
            </tr>
          </tbody>
        </table>
        {drawer.note && (
          <Text size="sm" className={classes.note}>
            Note: {drawer.note}
          </Text>
        )}
        <table className={classes.table}>
          <caption>Counted by note</caption>
          <tbody>
            {DRAWER_NOTES.map((note) => (
              <tr key={note}>
                <th scope="row">{note}</th>
                <td>× {drawer.counts.notes[`${note}`]}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Coins</th>
              <td>{formatPrice(drawer.counts.coins)}</td>
            </tr>
          </tbody>
        </table>
        <DrawerRecounts drawer={drawer} />
        <table className={classes.table}>
          <caption>Discounts and fees</caption>
          <tbody>
            <tr>
              <th scope="row">Member discounts ({report.memberDiscounts.count})</th>
              <td>{formatPrice(report.memberDiscounts.amount)}</td>
            </tr>
            <tr>
              <th scope="row">No-show fees owed ({report.feesOwed.noShow.count})</th>
              <td>{formatPrice(report.feesOwed.noShow.amount)}</td>
            </tr>
            <tr>
              <th scope="row">
                Late cancellation fees owed ({report.feesOwed.lateCancellation.count})
              </th>
              <td>{formatPrice(report.feesOwed.lateCancellation.amount)}</td>
            </tr>
          </tbody>
        </table>
        {report.blocks.length > 0 && (
          <table className={classes.table}>
            <caption>Open at the close ({report.blocks.length})</caption>
            <tbody>
              {report.blocks.map((block) => (
                <tr key={`${block.kind}-${block.id}`}>
                  <th scope="row">
                    {block.title}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {DAY_CLOSE_BLOCK_WORDS[block.kind]}: {block.detail}
                    </Text>
                  </th>
                  <td>{block.amount === null ? '' : formatPrice(block.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Stack>
  );
}
