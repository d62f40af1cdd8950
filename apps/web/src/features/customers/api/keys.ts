/** React Query keys of the customers screens. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: ['customers', 'list'] as const,
  profile: (phone: string) => ['customers', 'profile', phone] as const,
};
