/**
 * Every folder of apps/server/src/modules, by layer, lowest first (docs/conventions.md#import-directions).
 * .dependency-cruiser.cjs builds its rules from these lists, and src/architecture.test.ts fails
 * on a module folder that is in none of them.
 */
module.exports = {
  /** Used by any module above; they use none of the layers above them. */
  base: ['audit', 'ledger', 'mail', 'metrics', 'rate-limits', 'health', 'docs'],
  notifications: ['notifications'],
  payments: ['payments'],
  /** What the venue does: they use payments and notifications, never the other way round. */
  domains: [
    'revenue',
    'settings',
    'contacts',
    'users',
    'auth',
    'bookings',
    'closures',
    'customers',
    'approvals',
    'attention',
    'orders',
    'queue',
    'menu',
    'tables',
    'sources',
    'day-close',
    'refunds',
    'transfers',
  ],
  /**
   * What a module's file does, as the end of its name says (docs/conventions.md#server-modules):
   * not a layer, so not a folder of modules/. A file inside a folder named for its role
   * (`notifications/channels/`, `notifications/messages/`) says it by its folder.
   */
  fileRoles: {
    suffixes: [
      'routes',
      'service',
      'repo',
      'rules',
      'job',
      'view',
      'adapter',
      'plugin',
      'seed',
      'types',
      'test',
    ],
    folders: ['channels', 'messages'],
  },
};
