import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The names of a module's exports that are components. */
type ComponentName<Module> = { [Name in keyof Module]: Module[Name] extends ComponentType ? Name : never }[keyof Module];

/**
 * A page loaded as its own chunk when first visited: its module's `component` export, and its `handle`
 * export (what the page tells the server, PageHandle) when it has one. The import stays written out at
 * each route, so the bundler still sees one chunk per page.
 */
function lazyPage<Module>(load: () => Promise<Module>, component: ComponentName<Module>, handle?: keyof Module): Pick<RouteObject, 'HydrateFallback' | 'lazy'> {
  return {
    HydrateFallback: PageLoading,
    lazy: async () => {
      const page = await load();
      return { Component: page[component] as ComponentType, ...(handle && { handle: page[handle] }) };
    },
  };
}

/**
 * Every page is its own chunk, loaded when first visited. HydrateFallback sits on each lazy route
 * (not the root) so the header and footer render at once while the page's chunk arrives.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    children: [
      {
        // A page's error renders inside the layout, so the header still offers a way out.
        errorElement: <RouteError />,
        children: [
          { index: true, ...lazyPage(() => import('./routes/home'), 'HomePage') },
          { path: 'products', ...lazyPage(() => import('./routes/products'), 'ProductsPage') },
          { path: 'products/:id', ...lazyPage(() => import('./routes/product'), 'ProductPage') },
          // Up to four products side by side (issue 24).
          { path: 'compare', ...lazyPage(() => import('./routes/compare'), 'ComparePage') },
          { path: 'cart', ...lazyPage(() => import('./routes/cart'), 'CartPage') },
          { path: 'wishlist', ...lazyPage(() => import('./routes/wishlist'), 'WishlistPage') },
          { path: 'stock-alerts/unsubscribe', ...lazyPage(() => import('./routes/stock-alerts-unsubscribe'), 'StockAlertsUnsubscribePage') },
          { path: 'checkout', ...lazyPage(() => import('./routes/checkout'), 'CheckoutPage') },
          // Marketing and content pages (issue 5).
          { path: 'services', ...lazyPage(() => import('./routes/services'), 'ServicesPage') },
          { path: 'services/:slug', ...lazyPage(() => import('./routes/service'), 'ServicePage', 'serviceHandle') },
          { path: 'insurance', ...lazyPage(() => import('./routes/insurance'), 'InsurancePage') },
          { path: 'insurance/:type', ...lazyPage(() => import('./routes/application-form'), 'InsuranceApplicationPage', 'insuranceHandle') },
          { path: 'loan/:type', ...lazyPage(() => import('./routes/application-form'), 'LoanApplicationPage', 'loanHandle') },
          { path: 'applications', ...lazyPage(() => import('./routes/applications'), 'ApplicationsPage') },
          { path: 'orders', ...lazyPage(() => import('./routes/orders'), 'OrdersPage') },
          { path: 'orders/:id', ...lazyPage(() => import('./routes/order'), 'OrderPage') },
          // Verified-buyer reviews (issue 12): the products of a delivered order, each with its form or review.
          { path: 'orders/:id/review', ...lazyPage(() => import('./routes/order-review'), 'OrderReviewPage') },
          { path: 'loans', ...lazyPage(() => import('./routes/loans'), 'LoansPage') },
          { path: 'about', ...lazyPage(() => import('./routes/about'), 'AboutPage') },
          { path: 'contact', ...lazyPage(() => import('./routes/contact'), 'ContactPage') },
          { path: 'support', ...lazyPage(() => import('./routes/support'), 'SupportPage') },
          { path: 'terms', ...lazyPage(() => import('./routes/terms'), 'TermsPage') },
          { path: 'privacy', ...lazyPage(() => import('./routes/privacy'), 'PrivacyPage') },
          // Accounts (issue 4). These pages use Zod for their forms; being lazy keeps it off the home page.
          { path: 'login', ...lazyPage(() => import('./routes/login'), 'LoginPage') },
          { path: 'register', ...lazyPage(() => import('./routes/register'), 'RegisterPage') },
          { path: 'verify-otp', ...lazyPage(() => import('./routes/verify-otp'), 'VerifyOtpPage') },
          { path: 'forgot-password', ...lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordPage') },
          { path: 'reset-password', ...lazyPage(() => import('./routes/reset-password'), 'ResetPasswordPage') },
          { path: 'profile', ...lazyPage(() => import('./routes/profile'), 'ProfilePage') },
          // The customer's privacy rights (issue 27): download, correct, consents, erase.
          { path: 'profile/data', ...lazyPage(() => import('./routes/my-data'), 'MyDataPage') },
          { path: 'applications/:id', ...lazyPage(() => import('./routes/application'), 'ApplicationPage') },
          // The shop's console (issue 11): chunks of its own, which no customer page imports.
          {
            path: 'admin',
            ...lazyPage(() => import('./routes/admin/layout'), 'AdminLayout'),
            children: [
              { index: true, ...lazyPage(() => import('./routes/admin/dashboard'), 'AdminDashboardPage') },
              { path: 'orders', ...lazyPage(() => import('./routes/admin/orders'), 'AdminOrdersPage') },
              { path: 'orders/:id', ...lazyPage(() => import('./routes/admin/order'), 'AdminOrderPage') },
              { path: 'payments', ...lazyPage(() => import('./routes/admin/payments'), 'AdminPaymentsPage') },
              { path: 'products', ...lazyPage(() => import('./routes/admin/products'), 'AdminProductsPage') },
              { path: 'products/new', ...lazyPage(() => import('./routes/admin/product-edit'), 'AdminNewProductPage') },
              { path: 'products/:id', ...lazyPage(() => import('./routes/admin/product-edit'), 'AdminEditProductPage') },
              { path: 'applications', ...lazyPage(() => import('./routes/admin/applications'), 'AdminApplicationsPage') },
              { path: 'applications/:id', ...lazyPage(() => import('./routes/admin/application'), 'AdminApplicationPage') },
              { path: 'reviews', ...lazyPage(() => import('./routes/admin/reviews'), 'AdminReviewsPage') },
              { path: 'messages', ...lazyPage(() => import('./routes/admin/messages'), 'AdminMessagesPage') },
              { path: 'returns', ...lazyPage(() => import('./routes/admin/returns'), 'AdminReturnsPage') },
              { path: 'notifications', ...lazyPage(() => import('./routes/admin/notifications'), 'AdminNotificationsPage') },
              { path: 'customers', ...lazyPage(() => import('./routes/admin/customers'), 'AdminCustomersPage') },
              { path: 'customers/:id', ...lazyPage(() => import('./routes/admin/customer'), 'AdminCustomerPage') },
              { path: 'grievances', ...lazyPage(() => import('./routes/admin/grievances'), 'AdminGrievancesPage') },
              { path: 'reports', ...lazyPage(() => import('./routes/admin/reports'), 'AdminReportsPage') },
            ],
          },
          { path: '*', ...lazyPage(() => import('./routes/not-found'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
