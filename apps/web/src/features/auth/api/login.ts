import { loginAnswerSchema, type LoginAnswer, type LoginRequest } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/login: `{token, message}` on success, or (202) word that a sign-in link was
 * e-mailed instead (docs/accounts.md#sign-in-links). Sends no stored token.
 */
export function login(body: LoginRequest): Promise<LoginAnswer> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body,
    schema: loginAnswerSchema,
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
