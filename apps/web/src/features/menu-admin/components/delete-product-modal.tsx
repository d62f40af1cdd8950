import { Text } from '@mantine/core';
import type { AdminProduct } from '@padel/contracts';
import { ConfirmModal } from '@/components/ui/confirm-modal';

interface DeleteProductModalProps {
  opened: boolean;
  /** Kept after closing, so the question stays while the modal fades out. */
  product: AdminProduct | null;
  working: boolean;
  onConfirm: (product: AdminProduct) => void;
  onClose: () => void;
}

/** Asks before deleting: a product cannot be brought back (past orders keep their lines). */
export function DeleteProductModal({
  opened,
  product,
  working,
  onConfirm,
  onClose,
}: DeleteProductModalProps) {
  return (
    <ConfirmModal
      opened={opened}
      title="Delete product"
      confirmLabel="Delete"
      confirmColor="red.8"
      autoFocus="cancel"
      working={working}
      onConfirm={() => {
        if (product) onConfirm(product);
      }}
      onClose={onClose}
    >
      <Text>
        {`Are you sure you want to delete ${product?.Product_Name ?? 'this product'}? This action cannot be undone.`}
      </Text>
    </ConfirmModal>
  );
}
