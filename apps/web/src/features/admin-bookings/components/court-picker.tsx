import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Input, SegmentedControl } from '@mantine/core';
import { COURT_NAMES, COURTS, isOneOf, type Court } from '@padel/contracts';

const COURT_CHOICES = COURTS.map((court) => ({
  value: court,
  label: `${court} · ${COURT_NAMES[court].replace(' Court', '')}`,
}));

/**
 * "Court" as one row of two buttons ("Court 1 · Blue"), for the staff forms that pick a court: the
 * walk-in, a new series and a series move. `id` names the field; its label is `{id}-label`.
 */
export function CourtPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Court;
  onChange: (court: Court) => void;
}) {
  return (
    <Input.Wrapper label="Court" id={id} labelElement="div">
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        fullWidth
        data={COURT_CHOICES}
        value={value}
        onChange={(court) => {
          if (isOneOf(COURTS, court)) onChange(court);
        }}
      />
    </Input.Wrapper>
  );
}
