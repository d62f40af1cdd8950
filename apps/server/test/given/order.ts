import type { DeliveryType, OrderPaymentMethod, OrderSource, OrderStatus } from '@padel/contracts';
import type { Database } from '../../src/db/client';
import { currentTime } from '../../src/lib/clock';
import {
  insertOrder,
  type NewOrderItem,
  type OrderRow,
} from '../../src/modules/orders/orders.repo';

/** An order as a test wants it; every field has a default (see `givenOrder`). */
export interface GivenOrder {
  status?: OrderStatus;
  /** Staff's reason; a cancelled order has one. */
  cancelReason?: string;
  paymentMethod?: OrderPaymentMethod;
  deliveryType?: DeliveryType;
  /** A delivery's address; 'Plot 5, DHA Phase 6' unless told. */
  address?: string;
  deliveryFee?: number;
  customerName?: string;
  customerNumber?: string;
  customerEmail?: string | null;
  /** Taken online unless told; `counter`: by staff at the desk (docs/till.md#counter-orders). */
  source?: OrderSource;
  /** Handed over: collected at the counter or a table. */
  collected?: boolean;
  /** Its lines: one Café Latte at PKR 650 unless told. */
  items?: NewOrderItem[];
}

const LATTE: NewOrderItem = {
  productId: null,
  productName: 'Café Latte',
  productCategory: 'Hot Beverages',
  productImage: null,
  unitPrice: 650,
  quantity: 1,
};

/**
 * A café order written straight to the database, as POST /api/add-order leaves it (its lines, its
 * totals) but without its audit entry, messages or checkout: a pending cash pickup unless told
 * (docs/cafe.md#order-statuses). A card order in the kitchen's list is paid.
 */
export async function givenOrder(db: Database, wanted: GivenOrder = {}): Promise<OrderRow> {
  const items = wanted.items ?? [LATTE];
  const deliveryType = wanted.deliveryType ?? 'pickup';
  const paymentMethod = wanted.paymentMethod ?? 'cash';
  const status = wanted.status ?? 'Pending';
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const deliveryFee = deliveryType === 'deliver' ? (wanted.deliveryFee ?? 0) : 0;
  const paid = paymentMethod === 'card' && status !== 'Awaiting payment' && status !== 'Expired';
  // The order and its lines together, as the flow writes them.
  return db.transaction((tx) =>
    insertOrder(
      tx,
      {
        customerName: wanted.customerName ?? 'Test Customer',
        customerNumber: wanted.customerNumber ?? '03001234567',
        customerEmail: wanted.customerEmail ?? null,
        customerAddress:
          deliveryType === 'deliver' ? (wanted.address ?? 'Plot 5, DHA Phase 6') : null,
        deliveryType,
        paymentMethod,
        status,
        subtotal,
        deliveryFee,
        totalPrice: subtotal + deliveryFee,
        sentAt: status === 'Sent' ? currentTime() : null,
        source: wanted.source ?? 'online',
        collectedAt: wanted.collected ? currentTime() : null,
        cancelReason: status === 'Cancelled' ? (wanted.cancelReason ?? 'Cancelled by staff') : null,
        cancelledAt: status === 'Cancelled' ? currentTime() : null,
        paymentStatus: paid ? 'paid' : 'unpaid',
        paidMethod: paid ? 'card-online' : null,
        paidAt: paid ? currentTime() : null,
        paidAmount: paid ? subtotal + deliveryFee : null,
      },
      items,
    ),
  );
}
