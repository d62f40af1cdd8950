import { formatPrice, MONEY_LABELS, refundLabel, type BookingMoney } from '@padel/contracts';
import classes from './money-table.module.css';

/**
 * A booking's money as the one reading says it (docs/payments.md#one-reading), on the admin
 * detail and the customer's page alike: the total, an advance only where one was due or paid, what
 * was paid and how, what went back and how, and what is still owed.
 */
export function MoneyTable({ money, caption }: { money: BookingMoney; caption?: string }) {
  return (
    <table className={classes.table} aria-label={caption ?? 'Payment'}>
      {caption && <caption>{caption}</caption>}
      <tbody>
        <tr>
          <th scope="row">{MONEY_LABELS.total}</th>
          <td>{formatPrice(money.total)}</td>
        </tr>
        {money.advance !== null && (
          <tr>
            <th scope="row">{MONEY_LABELS.advance}</th>
            <td>
              {formatPrice(money.advance)}
              {money.advanceDue && <span className={classes.how}>To pay by card</span>}
            </td>
          </tr>
        )}
        <tr>
          <th scope="row">{MONEY_LABELS.paid}</th>
          <td>
            {formatPrice(money.paid)}
            {money.paidHow && <span className={classes.how}>{money.paidHow}</span>}
          </td>
        </tr>
        {money.refunded > 0 && (
          <tr>
            <th scope="row">{refundLabel(money)}</th>
            <td>
              {formatPrice(money.refunded)}
              {money.refundHow && <span className={classes.how}>{money.refundHow}</span>}
            </td>
          </tr>
        )}
        <tr className={classes.owed}>
          <th scope="row">{MONEY_LABELS.owed}</th>
          <td>{formatPrice(money.owed)}</td>
        </tr>
      </tbody>
    </table>
  );
}
