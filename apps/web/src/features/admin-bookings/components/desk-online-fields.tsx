import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import {
  DESK_ONLINE_METHODS,
  DESK_REFERENCE_MAX,
  isOneOf,
  MOVEMENT_METHOD_WORDS,
  needsReference,
} from '@padel/contracts';
import type { DeskOnlineValues } from '../lib/desk-online';

const METHOD_OPTIONS = [
  { value: '', label: 'Choose one', disabled: true },
  ...DESK_ONLINE_METHODS.map((method) => ({ value: method, label: MOVEMENT_METHOD_WORDS[method] })),
];

/**
 * "Paid online" at the desk (docs/payments.md#paid-online): which way the money came, in the
 * ledger's words, and the reference the statement shows. A native select and a text field: both
 * work by keyboard and open the phone's own picker; one column on a phone, two from `xs` up.
 */
export function DeskOnlineFields({
  values,
  errors,
  onChange,
  idPrefix,
  autoFocus = false,
}: {
  values: DeskOnlineValues;
  errors?: { onlineMethod?: ReactNode; reference?: ReactNode };
  onChange: (values: DeskOnlineValues) => void;
  /** Makes the fields' ids unique where two forms are on one page. */
  idPrefix: string;
  /** In a dialog: the method is what staff answer first, so it takes the focus. */
  autoFocus?: boolean;
}) {
  const optional = values.onlineMethod !== '' && !needsReference(values.onlineMethod);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NativeSelect
        id={`${idPrefix}-online-method`}
        name="onlineMethod"
        label="Paid online by"
        required
        data-autofocus={autoFocus || undefined}
        data={METHOD_OPTIONS}
        value={values.onlineMethod}
        error={errors?.onlineMethod}
        onChange={(event) => {
          const method = event.currentTarget.value;
          onChange({ ...values, onlineMethod: isOneOf(DESK_ONLINE_METHODS, method) ? method : '' });
        }}
      />
      <TextInput
        id={`${idPrefix}-reference`}
        name="reference"
        label={optional ? 'Reference (optional)' : 'Reference'}
        description="As the statement or slip shows it"
        required={!optional}
        maxLength={DESK_REFERENCE_MAX}
        autoComplete="off"
        spellCheck={false}
        value={values.reference}
        error={errors?.reference}
        onChange={(event) => onChange({ ...values, reference: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

/** The same fields on a Mantine form whose values hold them: an edit clears their errors. */
export function DeskOnlineFormFields({
  form,
  idPrefix,
}: {
  form: Pick<
    UseFormReturnType<DeskOnlineValues>,
    'values' | 'errors' | 'setValues' | 'clearFieldError'
  >;
  idPrefix: string;
}) {
  return (
    <DeskOnlineFields
      idPrefix={idPrefix}
      values={form.values}
      errors={form.errors}
      onChange={({ onlineMethod, reference }) => {
        form.setValues({ onlineMethod, reference });
        form.clearFieldError('onlineMethod');
        form.clearFieldError('reference');
      }}
    />
  );
}
