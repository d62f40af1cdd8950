import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import { Fieldset, Stack, Switch, Text } from '@mantine/core';
import { WEEKDAY_NAMES } from '@padel/contracts';
import {
  CLOSED_ALL_DAY,
  END_HOURS,
  errorsUnder,
  isClosedAllDay,
  OPEN_ALL_DAY,
  START_HOURS,
} from '../lib/settings-form';
import { GroupErrors, HourSelect, sectionErrors, type SettingsForm } from './settings-form-parts';
import classes from './venue-settings.module.css';

function DayRow({ form, index }: { form: SettingsForm; index: number }) {
  const path = `openingHours.${index}`;
  const hours = form.values.openingHours[index]!;
  const closed = isClosedAllDay(hours);
  const name = WEEKDAY_NAMES[hours.day] ?? `Day ${hours.day}`;
  const rowErrors = errorsUnder(form.errors, path, [`${path}.open`, `${path}.close`]);
  return (
    <Fieldset legend={name} variant="unstyled" className={classes.day}>
      <div className={classes.dayFields}>
        <HourSelect
          form={form}
          path={`${path}.open`}
          label="Opens"
          options={START_HOURS}
          disabled={closed}
        />
        <HourSelect
          form={form}
          path={`${path}.close`}
          label="Closes"
          options={END_HOURS}
          disabled={closed}
        />
        <Switch
          className={classes.closedSwitch}
          label="Closed all day"
          checked={closed}
          onChange={(event) => {
            // Closed is open = close (docs/venue-settings.md#settings); opening again starts from
            // the whole day, for the admin to narrow.
            const next = event.currentTarget.checked ? CLOSED_ALL_DAY : OPEN_ALL_DAY;
            form.setFieldValue(path, { ...hours, ...next });
            form.clearFieldError(`${path}.open`);
            form.clearFieldError(`${path}.close`);
          }}
        />
      </div>
      <GroupErrors messages={rowErrors} />
    </Fieldset>
  );
}

/**
 * Opening hours (see docs/venue-settings.md#settings): for each weekday, slots start from the
 * opening hour up to before the closing hour; padel and café alike.
 */
export function OpeningHoursSection({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Slots can be booked from the opening hour until the closing hour, for padel and the café
        alike. A closed day takes no bookings.
      </Text>
      <GroupErrors messages={sectionErrors(form.errors.openingHours)} />
      {form.values.openingHours.map((hours, index) => (
        <DayRow key={hours.day} form={form} index={index} />
      ))}
    </Stack>
  );
}
