import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Radio.css';
import { Button, Checkbox, Fieldset, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { VENUE_SETTING_LIMITS, WEEKDAY_NAMES } from '@padel/contracts';
import { END_HOURS, errorsUnder, newPriceRule, START_HOURS } from '../lib/settings-form';
import { GroupErrors, HourSelect, sectionErrors, type SettingsForm } from './settings-form-parts';
import classes from './venue-settings.module.css';

const PRICE = VENUE_SETTING_LIMITS.price;

/** A price box in whole rupees, like the product form's. */
function PriceInput({
  form,
  path,
  label,
  description,
}: {
  form: SettingsForm;
  path: string;
  label: string;
  description?: string;
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      required
      min={PRICE.min}
      max={PRICE.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      thousandSeparator=","
      hideControls
      inputMode="numeric"
      {...form.getInputProps(path)}
    />
  );
}

function PriceRuleFields({ form, index }: { form: SettingsForm; index: number }) {
  const path = `prices.rules.${index}`;
  const rule = form.values.prices.rules[index]!;
  const number = index + 1;
  const fieldPaths = [`${path}.fromHour`, `${path}.toHour`, `${path}.price`];
  // The rule's own problems (it overlaps another, no weekday) have no single box: show them at the
  // top of the rule, and mark the rule so the first-invalid focus finds it.
  const ruleErrors = errorsUnder(form.errors, path, fieldPaths);
  const errorId = `price-rule-${number}-errors`;
  return (
    <Fieldset
      legend={`Price rule ${number}`}
      className={classes.rule}
      data-invalid={ruleErrors.length > 0 || undefined}
      aria-describedby={ruleErrors.length > 0 ? errorId : undefined}
      tabIndex={ruleErrors.length > 0 ? -1 : undefined}
    >
      <Stack gap="sm">
        <GroupErrors messages={ruleErrors} id={errorId} />
        <Checkbox.Group
          label="Weekdays"
          value={rule.days.map(String)}
          onChange={(days) => {
            form.setFieldValue(`${path}.days`, days.map(Number));
            form.clearFieldError(path);
            form.clearFieldError(`${path}.days`);
          }}
        >
          <Group gap="sm" mt={6} className={classes.weekdays}>
            {WEEKDAY_NAMES.map((name, day) => (
              <Checkbox key={name} value={String(day)} label={name} />
            ))}
          </Group>
        </Checkbox.Group>
        <div className={classes.ruleFields}>
          <HourSelect form={form} path={`${path}.fromHour`} label="From" options={START_HOURS} />
          <HourSelect
            form={form}
            path={`${path}.toHour`}
            label="To (not included)"
            options={END_HOURS}
          />
          <PriceInput form={form} path={`${path}.price`} label="Price (PKR)" />
        </div>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              form.removeListItem('prices.rules', index);
              form.clearErrors();
            }}
          >
            Remove price rule {number}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/**
 * Prices (see docs/venue-settings.md#settings): the base price, and rules that price some
 * weekdays' hours differently; the first matching rule applies, and rules may not overlap.
 */
export function PriceRulesSection({ form }: { form: SettingsForm }) {
  const rules = form.values.prices.rules;
  const atMost = rules.length >= VENUE_SETTING_LIMITS.rules.max;
  return (
    <Stack gap="md">
      <PriceInput
        form={form}
        path="prices.basePrice"
        label="Base price per hour (PKR)"
        description="What a court hour costs when no price rule below applies."
      />
      <Text size="sm">
        A price rule sets another price for the hours it names, on its weekdays. Rules may not
        overlap.
      </Text>
      {/* The list's own problem (too many rules); each rule shows its own. */}
      <GroupErrors messages={sectionErrors(form.errors['prices.rules'])} />
      {rules.map((_, index) => (
        <PriceRuleFields key={index} form={form} index={index} />
      ))}
      {rules.length === 0 && (
        <Text size="sm">No price rules: every hour costs the base price.</Text>
      )}
      <Group>
        <Button
          variant="default"
          disabled={atMost}
          onClick={() =>
            form.insertListItem('prices.rules', newPriceRule(form.values.prices.basePrice))
          }
        >
          Add price rule
        </Button>
        {atMost && <Text size="sm">{VENUE_SETTING_LIMITS.rules.max} rules is the most.</Text>}
      </Group>
      {/* docs/prices.md#member-price */}
      <Radio.Group
        label="Member price"
        description="For customers tagged member on their profile, off every court hour."
        {...form.getInputProps('memberDiscountKind')}
      >
        <Group gap="md" mt={6}>
          <Radio value="percent" label="A percent off" />
          <Radio value="amount" label="An amount off (PKR)" />
        </Group>
      </Radio.Group>
      {form.values.memberDiscountKind === 'percent' ? (
        <NumberInput
          label="Member discount (%)"
          description="0 for none."
          required
          min={VENUE_SETTING_LIMITS.memberDiscountPercent.min}
          max={VENUE_SETTING_LIMITS.memberDiscountPercent.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          inputMode="numeric"
          maw={260}
          {...form.getInputProps('memberDiscountPercent')}
        />
      ) : (
        <NumberInput
          label="Member discount (PKR per hour)"
          description="Never below nothing; 0 for none."
          required
          min={VENUE_SETTING_LIMITS.memberDiscountAmount.min}
          max={VENUE_SETTING_LIMITS.memberDiscountAmount.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          inputMode="numeric"
          thousandSeparator=","
          maw={260}
          {...form.getInputProps('memberDiscountAmount')}
        />
      )}
    </Stack>
  );
}
