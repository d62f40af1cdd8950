import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useDelivery } from '../api/get-delivery';
import type { Delivery } from '../lib/delivery-area';
import { FailureAlert } from './failure-alert';

/**
 * Shows `children` once the venue's delivery fee and area are read (see
 * docs/cafe.md#order-totals): no total is shown, nor an order sent, with a fee the server would
 * not charge.
 */
export function WithDelivery({ children }: { children: (delivery: Delivery) => ReactNode }) {
  const delivery = useDelivery();
  if (delivery.data) return children(delivery.data);
  if (delivery.isError) {
    return (
      <FailureAlert
        title="Could not load the delivery fee"
        message="Please check your connection and try again."
        action={
          <Button size="xs" color="red.9" onClick={() => void delivery.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <LoadingStatus label="Loading the delivery fee..." />;
}
