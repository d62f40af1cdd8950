import { APP_ROUTES } from '@padel/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/app/layouts/public-layout';
import { loadProducts } from '@/features/menu/api/get-products';
import { MenuPage } from '@/features/menu/components/menu-page';
import { lazyScreen } from './lazy-route';

/**
 * The public shop with the public header: the menu, a product, the cart, the checkout and an
 * order by transfer's own page. The
 * menu, the host's home and the page most visitors open first, is part of the entry: its code
 * downloads with the HTML instead of after the router has started (see
 * docs/quality.md#b5-lighthouse).
 */
export const shopRoutes = (queryClient: QueryClient): RouteObject => ({
  Component: PublicLayout,
  children: [
    {
      path: APP_ROUTES.menu,
      loader: () => loadProducts(queryClient),
      // Choosing a category changes the query string; the products are already there.
      shouldRevalidate: () => false,
      Component: MenuPage,
    },
    lazyScreen(
      APP_ROUTES.productDetail,
      () => import('@/features/menu/components/product-detail-page'),
      (screen) => screen.ProductDetailPage,
    ),
    lazyScreen(
      APP_ROUTES.cart,
      () => import('@/features/cart/components/cart-page'),
      (screen) => screen.CartPage,
    ),
    lazyScreen(
      APP_ROUTES.checkout,
      () => import('@/features/cart/components/checkout-page'),
      (screen) => screen.CheckoutPage,
    ),
    lazyScreen(
      APP_ROUTES.myOrder,
      () => import('@/features/cart/components/my-order-page'),
      (screen) => screen.MyOrderPage,
    ),
  ],
});
