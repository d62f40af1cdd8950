import { WEEKDAY_NAMES, type DayHours, type PriceRule, type VenueSettings } from '@padel/contracts';

/**
 * What a settings change changed, for its audit entry (see docs/venue-settings.md#settings): each
 * setting that differs under its field name, with a plain value, so the audit log shows it as
 * "field: before → after" (`auditChangeLines`) rather than two whole settings objects as JSON.
 */

const hours = (day: DayHours | undefined) =>
  !day || day.open === day.close ? 'closed' : `${day.open}–${day.close}`;

const ruleText = (rule: PriceRule) =>
  `${rule.days.map((day) => WEEKDAY_NAMES[day]!.slice(0, 3)).join('/')} ${rule.fromHour}–${rule.toHour}: ${rule.price}`;

/** The settings as flat fields with plain values: one opening-hours field per weekday. */
function plainFields(settings: VenueSettings): Record<string, string | number | boolean> {
  const { prices, openingHours, transferAccounts, transferMethods, ...rest } = settings;
  const fields: Record<string, string | number | boolean> = {
    'prices.basePrice': prices.basePrice,
    'prices.rules': prices.rules.length === 0 ? 'none' : prices.rules.map(ruleText).join('; '),
  };
  WEEKDAY_NAMES.forEach((name, day) => {
    fields[`openingHours.${name}`] = hours(openingHours.find((entry) => entry.day === day));
  });
  fields.transferMethods = transferMethods.length === 0 ? 'none' : transferMethods.join(', ');
  for (const [field, value] of Object.entries(transferAccounts)) {
    fields[`transferAccounts.${field}`] = value === '' ? 'none' : value;
  }
  for (const [field, value] of Object.entries(rest)) {
    // An empty area reads as "none": "deliveryArea:  → Lahore" looks like a mistake.
    fields[field] = value === '' ? 'none' : value;
  }
  return fields;
}

/** The fields that differ, before and after (both empty when nothing changed). */
export function settingsChanges(before: VenueSettings, after: VenueSettings) {
  const was = plainFields(before);
  const now = plainFields(after);
  const changed = Object.keys(now).filter((field) => was[field] !== now[field]);
  return {
    before: Object.fromEntries(changed.map((field) => [field, was[field]])),
    after: Object.fromEntries(changed.map((field) => [field, now[field]])),
  };
}
