/** React Query key of the user accounts; every change invalidates it (list and single users). */
export const usersKey = ['users'] as const;
