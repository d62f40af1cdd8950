import '@mantine/core/styles/Input.css';
import { Textarea, TextInput } from '@mantine/core';
import { INSTRUCTION_MAX, PADEL_MAX_GUESTS } from '@padel/contracts';
import { ContactFields } from '@/components/ui/contact-fields';
import type { FieldErrors } from '@/lib/form-errors';
import { DETAILS_CONTACT } from '../lib/booking-contact';
import type { Details, DetailsField } from '../lib/details-fields';

interface PersonalFieldsProps {
  details: Details;
  errors: FieldErrors<DetailsField>;
  isPadel: boolean;
  onChange: (field: DetailsField, value: string) => void;
  /** The visitor left the phone field: from now on it is checked as it is typed. */
  onPhoneBlur: (value: string) => void;
}

/** PERSONAL INFORMATION's fields (docs/screens.md#booking-form): contact, guests, instructions. */
export function PersonalFields({
  details,
  errors,
  isPadel,
  onChange,
  onPhoneBlur,
}: PersonalFieldsProps) {
  return (
    <>
      <ContactFields
        fields={DETAILS_CONTACT}
        inputProps={(name) => ({
          value: details[name],
          onChange: (event) => onChange(name, event.currentTarget.value),
          ...(name === 'phoneNumber'
            ? { onBlur: (event) => onPhoneBlur(event.currentTarget.value) }
            : {}),
          error: errors[name],
        })}
      />
      <TextInput
        label="Guests"
        name="numberOfGuests"
        type="number"
        inputMode="numeric"
        min={1}
        max={isPadel ? PADEL_MAX_GUESTS : undefined}
        step={1}
        placeholder={isPadel ? undefined : '1'}
        description={
          isPadel
            ? `1 to ${PADEL_MAX_GUESTS} players.`
            : 'How many people are coming (1 when left empty).'
        }
        withAsterisk={isPadel}
        value={details.numberOfGuests}
        onChange={(event) => onChange('numberOfGuests', event.currentTarget.value)}
        error={errors.numberOfGuests}
      />
      <Textarea
        label="Instructions (optional)"
        name="customer_instruction"
        rows={3}
        maxLength={INSTRUCTION_MAX}
        value={details.customer_instruction}
        onChange={(event) => onChange('customer_instruction', event.currentTarget.value)}
        error={errors.customer_instruction}
      />
    </>
  );
}
