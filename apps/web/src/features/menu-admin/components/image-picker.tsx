import { Button, CloseButton, FileButton, Group, Input, Loader, Text } from '@mantine/core';
import { PRODUCT_IMAGE_RULES, PRODUCT_MESSAGES } from '@padel/contracts';
import { useId, type ReactNode } from 'react';
import { resizeImage } from '@/lib/image-resize';
import { nextImageKey, type ImageItem } from '../lib/product-form';
import classes from './product-form.module.css';

interface ImagePickerProps {
  images: ImageItem[];
  onAdd: (images: ImageItem[]) => void;
  onRemove: (key: string) => void;
  error: ReactNode;
  onError: (message: string) => void;
  processing: boolean;
  onProcessingChange: (processing: boolean) => void;
  disabled: boolean;
  /** Names the thumbnails ("Picture 1 of Latte"). */
  productName: string;
}

/**
 * The product's pictures: thumbnails with a remove button each, and "Add images". Each new file
 * is resized in the browser before it is kept (see docs/cafe.md#products), so the preview is what
 * will be sent.
 */
export function ImagePicker({
  images,
  onAdd,
  onRemove,
  error,
  onError,
  processing,
  onProcessingChange,
  disabled,
  productName,
}: ImagePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const room = PRODUCT_IMAGE_RULES.maxImages - images.length;

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    onProcessingChange(true);
    const results = await Promise.allSettled(accepted.map((file) => resizeImage(file)));
    onProcessingChange(false);
    const added: ImageItem[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') {
        added.push({ key: nextImageKey(), value: result.value, preview: result.value });
      }
    }
    if (added.length > 0) onAdd(added);
    if (added.length < accepted.length) onError(PRODUCT_MESSAGES.imageNotImage);
    else if (accepted.length < files.length) onError(PRODUCT_MESSAGES.tooManyImages);
  };

  const name = productName.trim() || 'the product';

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
      <Input.Label id={labelId} required labelElement="div">
        Images
      </Input.Label>
      <Input.Description id={descriptionId} mb={6}>
        {`Up to ${PRODUCT_IMAGE_RULES.maxImages} pictures; each is resized to at most ${PRODUCT_IMAGE_RULES.maxLongSidePx} px. The first one is the main picture.`}
      </Input.Description>
      {images.length > 0 && (
        <ul className={classes.thumbs} aria-label="Selected images">
          {images.map((image, index) => (
            <li key={image.key} className={classes.thumb}>
              <img
                src={image.preview}
                alt={`Picture ${index + 1} of ${name}`}
                className={classes.thumbImage}
              />
              <CloseButton
                className={classes.thumbRemove}
                size="md"
                disabled={disabled}
                aria-label={`Remove picture ${index + 1}`}
                onClick={() => onRemove(image.key)}
              />
            </li>
          ))}
        </ul>
      )}
      <Group gap="sm" mt={images.length > 0 ? 'xs' : 0}>
        <FileButton
          multiple
          accept="image/*"
          disabled={disabled || processing || room <= 0}
          onChange={(files) => void addFiles(files)}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              disabled={disabled || processing || room <= 0}
              data-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${errorId} ${descriptionId}` : descriptionId}
            >
              Add images
            </Button>
          )}
        </FileButton>
        {processing && (
          <Group gap={6} role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">Preparing images...</Text>
          </Group>
        )}
      </Group>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
