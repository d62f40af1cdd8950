import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

/**
 * The one Mantine theme (see docs/screens.md#look-and-feel): Blue Court blue is the primary colour,
 * Purple Court purple the secondary. Shade 8 keeps white text on filled buttons above WCAG AA
 * contrast.
 */
export const SECONDARY_COLOR = 'violet';

/** Court colours, to tell Court 1 from Court 2 everywhere. */
export const COURT_COLORS = {
  'Court 1': 'blue',
  'Court 2': SECONDARY_COLOR,
} as const;

// A typed object rather than `createTheme(...)` (which returns its argument): the booking host's
// first page reads the fonts from here and so stays free of Mantine's JavaScript (ADR 004).
export const theme: MantineThemeOverride = {
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: {
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontWeight: '700',
  },
  respectReducedMotion: true,
  other: { secondaryColor: SECONDARY_COLOR },
  components: {
    // Mantine's close buttons have no accessible name of their own.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Close' } },
    // A tooltip is part of the screen it explains: inside the main landmark, not after it.
    Tooltip: { defaultProps: { portalProps: { target: `#${MAIN_CONTENT_ID}` } } },
    // Rendered inside <main>: a portal at the body end would make the modal's <header> a second
    // banner landmark (axe).
    Modal: { defaultProps: { withinPortal: false, closeButtonProps: { 'aria-label': 'Close' } } },
  },
};

/** Mantine's default dimmed and error text (gray-6, red-6) is below AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
