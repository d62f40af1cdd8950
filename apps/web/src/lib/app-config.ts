/**
 * Runtime configuration the server writes into each page as
 * `<meta name="app-config" content="{json}">` in place of the `<!--app-config-->` placeholder.
 * The dev server has no such tag, so every field falls back to the product defaults.
 *
 * Parsed by hand rather than with zod: this file is on the first page of both hosts, and zod's core
 * (about 15 KB gzip, shared with the app host's schemas in one multi-page build) would take the
 * booking host's first page past its 120 KB budget (see docs/quality.md#b4-first-page-javascript).
 */
export interface AppConfig {
  venueName: string;
  venueTimezone: string;
  publicAppUrl: string;
  publicBookingUrl: string;
  /**
   * Card payment is offered only when a payment provider is configured (see
   * docs/payments.md#card-payments).
   */
  cardPayments: boolean;
}

export const DEFAULT_APP_CONFIG: Readonly<AppConfig> = {
  venueName: 'Padel & Café',
  venueTimezone: 'Asia/Karachi',
  publicAppUrl: 'http://localhost:3000',
  publicBookingUrl: 'http://booking.localhost:3000',
  cardPayments: false,
};

type FieldParser<T> = (value: unknown) => T | undefined;

const nonEmptyString: FieldParser<string> = (value) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const flag: FieldParser<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

const httpUrl: FieldParser<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? value.replace(/\/+$/, '')
      : undefined;
  } catch {
    return undefined;
  }
};

const FIELDS: { [K in keyof AppConfig]: FieldParser<AppConfig[K]> } = {
  venueName: nonEmptyString,
  venueTimezone: nonEmptyString,
  publicAppUrl: httpUrl,
  publicBookingUrl: httpUrl,
  cardPayments: flag,
};

/** Each field is checked on its own; a missing or invalid one takes its default. */
export function parseAppConfig(raw: unknown): AppConfig {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config: AppConfig = { ...DEFAULT_APP_CONFIG };
  const assign = <K extends keyof AppConfig>(key: K) => {
    const parsed = FIELDS[key](record[key]);
    if (parsed !== undefined) config[key] = parsed;
  };
  (Object.keys(FIELDS) as (keyof AppConfig)[]).forEach(assign);
  return config;
}

function readAppConfig(): AppConfig {
  const content =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content;
  if (!content) return parseAppConfig(undefined);
  try {
    return parseAppConfig(JSON.parse(content));
  } catch {
    return parseAppConfig(undefined);
  }
}

export const appConfig: AppConfig = readAppConfig();
