import { formatPrice } from '@/lib/format';
import classes from './cart.module.css';

export interface TotalsRow {
  label: string;
  amount: number;
  /** The grand total: larger and bold. */
  total?: boolean;
}

/**
 * Subtotal, delivery fee and total, the same on the cart and the checkout (see
 * docs/cafe.md#order-totals).
 */
export function TotalsList({ rows }: { rows: TotalsRow[] }) {
  return (
    <dl className={classes.totals}>
      {rows.map((row) => (
        <div key={row.label} className={classes.totalsRow} data-total={row.total || undefined}>
          <dt>{row.label}</dt>
          <dd>{formatPrice(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
