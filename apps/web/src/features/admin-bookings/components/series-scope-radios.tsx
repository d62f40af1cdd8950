import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import { isOneOf, SERIES_SCOPE_LABELS, SERIES_SCOPES, type SeriesScope } from '@padel/contracts';

/**
 * "Which dates" a change of a series applies to (docs/bookings.md#series): this one, it and the
 * following, or all; the first takes the dialog's focus.
 */
export function SeriesScopeRadios({
  name,
  value,
  onChange,
}: {
  name: string;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  return (
    <Radio.Group
      label="Which dates"
      name={name}
      value={value}
      onChange={(scope) => {
        if (isOneOf(SERIES_SCOPES, scope)) onChange(scope);
      }}
    >
      <Stack gap="xs" mt={6}>
        {SERIES_SCOPES.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={SERIES_SCOPE_LABELS[choice]}
            data-autofocus={choice === 'one' || undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
