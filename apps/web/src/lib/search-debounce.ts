/** How long a list waits after the last key of a search before asking the server, in ms. */
export const SEARCH_DEBOUNCE_MS = 350;
