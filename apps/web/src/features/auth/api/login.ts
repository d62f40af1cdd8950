import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login: `{token, message}` on success. Sends no stored token. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
