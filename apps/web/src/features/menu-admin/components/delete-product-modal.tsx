import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminProduct } from '@padel/contracts';

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
    <Modal
      opened={opened}
      onClose={working ? () => undefined : onClose}
      title="Delete product"
      centered
      // Rendered inside <main>: a portal at the body end would make the modal's <header> a
      // second banner landmark (axe).
      withinPortal={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      <Stack gap="lg">
        <Text>
          {`Are you sure you want to delete ${product?.Product_Name ?? 'this product'}? This action cannot be undone.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red.8"
            loading={working}
            onClick={() => {
              if (product && !working) onConfirm(product);
            }}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
