import { LOGIN_PATH } from '@/lib/sign-in-path';

export { LOGIN_PATH };

/** `/user/login?forgot=1` opens the reset-email form directly (after a used or expired link). */
export const FORGOT_PASSWORD_PARAM = 'forgot';
export const FORGOT_PASSWORD_PATH = `${LOGIN_PATH}?${FORGOT_PASSWORD_PARAM}=1`;
