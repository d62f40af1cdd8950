import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, Group, Input, NumberInput, Stack } from '@mantine/core';
import { useId, useState } from 'react';

/** A bare − or + (the shared icons' plus sits in a circle, too busy next to a number). */
const StepIcon = ({ path }: { path: string }) => (
  <svg
    viewBox="0 0 24 24"
    width={18}
    height={18}
    fill="none"
    stroke="currentColor"
    strokeWidth={2.5}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** Visible label, or with `hideLabel` the accessible name only (e.g. "Quantity of Latte"). */
  label: string;
  hideLabel?: boolean;
  /** Names the buttons: "Increase quantity of Latte". */
  itemName?: string;
}

/**
 * A quantity with large − and + buttons (touch friendly) around a typed number. The number is kept
 * within `min`..`max`; while the field is empty or half typed the last good value stays in force,
 * and leaving the field puts it back.
 */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  label,
  hideLabel = false,
  itemName,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<number | string>(value);
  const [shown, setShown] = useState(value);
  // A change from outside (another tab, the + button) replaces whatever was being typed.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  const commit = (next: number) => {
    const bounded = Math.min(max, Math.max(min, next));
    setDraft(bounded);
    if (bounded !== value) onChange(bounded);
  };

  const suffix = itemName ? ` of ${itemName}` : '';
  const inputId = useId();

  const stepper = (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        type="button"
        variant="default"
        size="input-sm"
        aria-label={`Decrease quantity${suffix}`}
        disabled={value <= min}
        onClick={() => commit(value - 1)}
      >
        <StepIcon path="M5 12h14" />
      </ActionIcon>
      <NumberInput
        id={inputId}
        aria-label={hideLabel ? label : undefined}
        value={draft}
        min={min}
        max={max}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        inputMode="numeric"
        w={64}
        styles={{ input: { textAlign: 'center' } }}
        onChange={(next) => {
          setDraft(next);
          if (typeof next === 'number' && Number.isInteger(next) && next >= min && next <= max) {
            if (next !== value) onChange(next);
          }
        }}
        onBlur={() => {
          if (typeof draft !== 'number') setDraft(value);
        }}
        // Arrow keys step the value like a native number input: expose it as one.
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
      />
      <ActionIcon
        type="button"
        variant="default"
        size="input-sm"
        aria-label={`Increase quantity${suffix}`}
        disabled={value >= max}
        onClick={() => commit(value + 1)}
      >
        <StepIcon path="M12 5v14M5 12h14" />
      </ActionIcon>
    </Group>
  );

  if (hideLabel) return stepper;
  // The label sits above the whole stepper, not only above the number.
  return (
    <Stack gap={4}>
      <Input.Label htmlFor={inputId}>{label}</Input.Label>
      {stepper}
    </Stack>
  );
}
