import { APP_ROUTES } from '@padel/contracts';
import type { RouteObject } from 'react-router';
import { redirectSignedInAdmin } from '@/app/guards';
import { lazyLayout, lazyScreen } from './lazy-route';
import { notFoundRoute } from './not-found-route';

/** Public screens of the app host without a header: sign-in, payment results, the 404 page. */
export const plainRoutes: RouteObject = lazyLayout(
  () => import('@/app/layouts/plain-layout'),
  (layout) => layout.PlainLayout,
  [
    {
      ...lazyScreen(
        APP_ROUTES.login,
        () => import('@/features/auth/components/login-page'),
        (screen) => screen.LoginPage,
      ),
      loader: redirectSignedInAdmin,
    },
    // An e-mailed sign-in link (docs/accounts.md#sign-in-links): its token in the fragment.
    lazyScreen(
      APP_ROUTES.signInLink,
      () => import('@/features/auth/components/sign-in-link-page'),
      (screen) => screen.SignInLinkPage,
    ),
    lazyScreen(
      APP_ROUTES.resetPassword,
      () => import('@/features/auth/components/reset-password-page'),
      (screen) => screen.ResetPasswordPage,
    ),
    // Where the card payment provider returns a café customer (see
    // docs/screens.md#payment-results).
    lazyScreen(
      APP_ROUTES.paymentSuccess,
      () => import('@/features/cart/components/payment-result-pages'),
      (screen) => screen.OrderPaymentSuccessPage,
    ),
    lazyScreen(
      APP_ROUTES.paymentCancel,
      () => import('@/features/cart/components/payment-result-pages'),
      (screen) => screen.OrderPaymentCancelPage,
    ),
    notFoundRoute,
  ],
);
