import { NumberInput, SimpleGrid } from '@mantine/core';
import { VENUE_SETTING_LIMITS } from '@padel/contracts';
import { START_HOURS } from '../lib/settings-form';
import { HourSelect, type SettingsForm } from './settings-form-parts';

const { drawerTolerance, tillApprovalAbove } = VENUE_SETTING_LIMITS;

/**
 * The till (docs/till.md#business-day, docs/till.md#day-close): the hour a business day starts, so
 * late-night play counts on the evening it began, the drawer's difference a close accepts
 * without a note, and the most staff move into or out of the drawer without the owner.
 */
export function TillSection({ form }: { form: SettingsForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <HourSelect
        form={form}
        path="businessDayStartHour"
        label="Business day starts at"
        description="Money taken before this hour counts on the day before."
        options={START_HOURS}
      />
      <NumberInput
        label="Drawer tolerance (PKR)"
        description="A counted drawer off by more than this needs a note to close the day."
        required
        min={drawerTolerance.min}
        max={drawerTolerance.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        inputMode="numeric"
        {...form.getInputProps('drawerTolerance')}
      />
      <NumberInput
        label="Owner approves pay-ins and pay-outs above (PKR)"
        description="Staff ask the owner to approve more than this into or out of the drawer."
        required
        min={tillApprovalAbove.min}
        max={tillApprovalAbove.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        inputMode="numeric"
        {...form.getInputProps('tillApprovalAbove')}
      />
    </SimpleGrid>
  );
}
