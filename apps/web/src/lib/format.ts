/** Shared with the server's e-mails. */
export { formatPrice } from '@padel/contracts';
