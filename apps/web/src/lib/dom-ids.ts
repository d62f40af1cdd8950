/** Element ids the app shell relies on. */

/** The `main` landmark: target of the skip link and of focus after a page change. */
export const MAIN_CONTENT_ID = 'main-content';
