import { formatPrice, type DayCloseDrawer } from '@padel/contracts';
import { formatVenueDateTime } from '@/lib/venue-time';
import classes from './day-report.module.css';

/**
 * The drawer's earlier counts on the closed report (docs/till.md#day-close): each count sent
 * that did not close the day, with when and by whom. Only the kept count stands beside the
 * expected cash.
 */
export function DrawerRecounts({ drawer }: { drawer: DayCloseDrawer }) {
  if (drawer.recounts.length === 0) return null;
  return (
    <table className={classes.table}>
      <caption>Earlier counts ({drawer.recounts.length})</caption>
      <tbody>
        {drawer.recounts.map((count, index) => (
          <tr key={index}>
            <th scope="row">
              {formatVenueDateTime(count.countedAt)}, {count.countedBy}
            </th>
            <td>{formatPrice(count.counted)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
