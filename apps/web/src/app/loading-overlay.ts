/**
 * The full-screen loading overlay is plain HTML in index.html / booking.html so it shows before
 * any script runs (see docs/screens.md#app-shell). It goes away once the first screen has rendered.
 */
export function hideLoadingOverlay(): void {
  document.getElementById('app-loading')?.remove();
}
