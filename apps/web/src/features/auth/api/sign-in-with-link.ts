import {
  signInLinkAnswerSchema,
  type SignInLinkAnswer,
  type SignInLinkRequest,
} from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/sign-in-link: the e-mailed link's token, in the body (docs/accounts.md#sign-in-links),
 * signs this browser in once; the answer sets its device cookie.
 */
export function signInWithLink(body: SignInLinkRequest): Promise<SignInLinkAnswer> {
  return apiRequest('/auth/sign-in-link', {
    method: 'POST',
    body,
    schema: signInLinkAnswerSchema,
    auth: false,
  });
}

export function useSignInWithLink() {
  return useMutation({ mutationFn: signInWithLink });
}
