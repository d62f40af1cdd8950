export * from './audit';
export * from './bookings';
export * from './menu';
export * from './orders';
export * from './sources';
export * from './users';
export * from './notifications';
export * from './payments';
