import { NativeSelect, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SettingsFormValues } from '../lib/settings-form';

export type SettingsForm = UseFormReturnType<SettingsFormValues>;

/** A select of whole hours bound to a number at `path` of the form. */
export function HourSelect<Values>({
  form,
  path,
  label,
  options,
  disabled,
  description,
}: {
  form: UseFormReturnType<Values>;
  path: string;
  label: string;
  description?: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  const { value, onChange, error } = form.getInputProps(path);
  return (
    <NativeSelect
      label={label}
      description={description}
      data={options}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      error={error}
      disabled={disabled}
    />
  );
}

/** Messages about a whole section or group (overlapping rules, a missing weekday). */
export function GroupErrors({ messages, id }: { messages: string[]; id?: string }) {
  if (messages.length === 0) return null;
  return (
    <div id={id}>
      {messages.map((message) => (
        <Text key={message} size="sm" c="var(--mantine-color-error)">
          {message}
        </Text>
      ))}
    </div>
  );
}

/** A form error as a list of messages for `GroupErrors`. */
export const sectionErrors = (error: unknown): string[] =>
  typeof error === 'string' ? [error] : [];
