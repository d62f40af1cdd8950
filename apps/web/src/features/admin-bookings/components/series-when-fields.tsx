import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Group, NativeSelect, NumberInput, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SERIES_LIMITS } from '@padel/contracts';
import { useDayAvailability } from '../api/get-day-availability';
import type { SeriesFormValues } from '../lib/series-form';
import { hourStates } from '../lib/walk-in-form';
import { WalkInHours } from './walk-in-hours';
import { CourtPicker } from './court-picker';

type SeriesForm = UseFormReturnType<SeriesFormValues>;

const EVERY_WEEKS = [
  { value: '1', label: 'Every week' },
  { value: '2', label: 'Every 2 weeks' },
  { value: '3', label: 'Every 3 weeks' },
  { value: '4', label: 'Every 4 weeks' },
];

/** When the series plays: court, first date, hours, how often and until when. */
export function SeriesWhenFields({ form, today }: { form: SeriesForm; today: string }) {
  return (
    <>
      <SeriesStartFields form={form} today={today} />
      <SeriesEndsFields form={form} today={today} />
    </>
  );
}

/** Court, first date and the hours free on that date. */
function SeriesStartFields({ form, today }: { form: SeriesForm; today: string }) {
  const { values } = form;
  const availability = useDayAvailability(values.startDate, values.startDate >= today);
  const states = hourStates(availability.data, 'Padel', values.selectedCourt);

  const choose = (changes: Partial<SeriesFormValues>) => {
    // A new first date or court: the hours chosen before no longer mean the same.
    form.setValues({ ...changes, hours: [] });
    form.clearFieldError('hours');
  };

  const toggleHour = (hour: number) => {
    const hours = values.hours.includes(hour)
      ? values.hours.filter((h) => h !== hour)
      : [...values.hours, hour];
    form.setFieldValue('hours', hours);
    form.clearFieldError('hours');
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <CourtPicker
          id="series-court"
          value={values.selectedCourt}
          onChange={(court) => choose({ selectedCourt: court })}
        />
        <TextInput
          type="date"
          label="First date"
          description="The series' weekday is this date's."
          min={today}
          required
          {...form.getInputProps('startDate')}
          onChange={(event) => choose({ startDate: event.currentTarget.value })}
        />
      </SimpleGrid>

      <WalkInHours
        states={states}
        chosen={values.hours}
        onToggle={toggleHour}
        error={form.errors.hours}
        loading={availability.isFetching && !availability.data}
        failed={availability.isError}
      />
    </>
  );
}

/** How often the series repeats, and its end: a number of weeks or a last date. */
function SeriesEndsFields({ form, today }: { form: SeriesForm; today: string }) {
  const { values } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect label="Repeats" data={EVERY_WEEKS} {...form.getInputProps('everyWeeks')} />
        <Radio.Group
          label="Ends"
          name="ends"
          value={values.ends}
          onChange={(ends) => {
            if (ends === 'count' || ends === 'date') form.setFieldValue('ends', ends);
          }}
        >
          <Group gap="md" mt={6}>
            <Radio value="count" label="After a number of weeks" />
            <Radio value="date" label="On a last date" />
          </Group>
        </Radio.Group>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {values.ends === 'count' ? (
          <NumberInput
            label="Number of weeks"
            description={`How many dates to book, at most ${SERIES_LIMITS.maxOccurrences}.`}
            required
            min={1}
            max={SERIES_LIMITS.maxOccurrences}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('count')}
          />
        ) : (
          <TextInput
            type="date"
            label="Last date"
            min={values.startDate || today}
            required
            {...form.getInputProps('endDate')}
          />
        )}
      </SimpleGrid>
    </>
  );
}
