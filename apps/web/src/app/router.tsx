import type { RouteObject } from 'react-router';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

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
          {
            index: true,
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'products',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/products').then((m) => ({ Component: m.ProductsPage })),
          },
          {
            path: 'products/:id',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductPage })),
          },
          // Up to four products side by side (issue 24).
          {
            path: 'compare',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/compare').then((m) => ({ Component: m.ComparePage })),
          },
          {
            path: 'cart',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartPage })),
          },
          {
            path: 'wishlist',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/wishlist').then((m) => ({ Component: m.WishlistPage })),
          },
          {
            path: 'stock-alerts/unsubscribe',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/stock-alerts-unsubscribe').then((m) => ({ Component: m.StockAlertsUnsubscribePage })),
          },
          {
            path: 'checkout',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutPage })),
          },
          // Marketing and content pages (issue 5).
          {
            path: 'services',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/services').then((m) => ({ Component: m.ServicesPage })),
          },
          {
            path: 'services/:slug',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/service').then((m) => ({ Component: m.ServicePage, handle: m.serviceHandle })),
          },
          {
            path: 'insurance',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/insurance').then((m) => ({ Component: m.InsurancePage })),
          },
          {
            path: 'insurance/:type',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/application-form').then((m) => ({ Component: m.InsuranceApplicationPage, handle: m.insuranceHandle })),
          },
          {
            path: 'loan/:type',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/application-form').then((m) => ({ Component: m.LoanApplicationPage, handle: m.loanHandle })),
          },
          {
            path: 'applications',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/applications').then((m) => ({ Component: m.ApplicationsPage })),
          },
          {
            path: 'orders',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/orders').then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: 'orders/:id',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/order').then((m) => ({ Component: m.OrderPage })),
          },
          // Verified-buyer reviews (issue 12): the products of a delivered order, each with its form or review.
          {
            path: 'orders/:id/review',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/order-review').then((m) => ({ Component: m.OrderReviewPage })),
          },
          {
            path: 'loans',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/loans').then((m) => ({ Component: m.LoansPage })),
          },
          {
            path: 'about',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: 'contact',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: 'support',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/support').then((m) => ({ Component: m.SupportPage })),
          },
          {
            path: 'terms',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: 'privacy',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyPage })),
          },
          // Accounts (issue 4). These pages use Zod for their forms; being lazy keeps it off the home page.
          {
            path: 'login',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'register',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'verify-otp',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/verify-otp').then((m) => ({ Component: m.VerifyOtpPage })),
          },
          {
            path: 'forgot-password',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'reset-password',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: 'profile',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfilePage })),
          },
          // The customer's privacy rights (issue 27): download, correct, consents, erase.
          {
            path: 'profile/data',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/my-data').then((m) => ({ Component: m.MyDataPage })),
          },
          {
            path: 'applications/:id',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/application').then((m) => ({ Component: m.ApplicationPage })),
          },
          // The shop's console (issue 11): chunks of its own, which no customer page imports.
          {
            path: 'admin',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/admin/layout').then((m) => ({ Component: m.AdminLayout })),
            children: [
              {
                index: true,
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/dashboard').then((m) => ({ Component: m.AdminDashboardPage })),
              },
              {
                path: 'orders',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/orders').then((m) => ({ Component: m.AdminOrdersPage })),
              },
              {
                path: 'orders/:id',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/order').then((m) => ({ Component: m.AdminOrderPage })),
              },
              {
                path: 'payments',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/payments').then((m) => ({ Component: m.AdminPaymentsPage })),
              },
              {
                path: 'products',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/products').then((m) => ({ Component: m.AdminProductsPage })),
              },
              {
                path: 'products/new',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/product-edit').then((m) => ({ Component: m.AdminNewProductPage })),
              },
              {
                path: 'products/:id',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/product-edit').then((m) => ({ Component: m.AdminEditProductPage })),
              },
              {
                path: 'applications',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/applications').then((m) => ({ Component: m.AdminApplicationsPage })),
              },
              {
                path: 'applications/:id',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/application').then((m) => ({ Component: m.AdminApplicationPage })),
              },
              {
                path: 'reviews',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/reviews').then((m) => ({ Component: m.AdminReviewsPage })),
              },
              {
                path: 'messages',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/messages').then((m) => ({ Component: m.AdminMessagesPage })),
              },
              {
                path: 'returns',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/returns').then((m) => ({ Component: m.AdminReturnsPage })),
              },
              {
                path: 'notifications',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/notifications').then((m) => ({ Component: m.AdminNotificationsPage })),
              },
              {
                path: 'customers',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/customers').then((m) => ({ Component: m.AdminCustomersPage })),
              },
              {
                path: 'customers/:id',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/customer').then((m) => ({ Component: m.AdminCustomerPage })),
              },
              {
                path: 'grievances',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/grievances').then((m) => ({ Component: m.AdminGrievancesPage })),
              },
              {
                path: 'reports',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/admin/reports').then((m) => ({ Component: m.AdminReportsPage })),
              },
            ],
          },
          {
            path: '*',
            HydrateFallback: PageLoading,
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
