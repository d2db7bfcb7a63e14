import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RouteFocus } from '@/components/a11y/route-focus';
import { ToastAnnouncer } from '@/components/a11y/toast-announcer';
import { BottomBar } from '@/components/layout/bottom-bar';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider, useAuth, useSessionUserId } from '@/features/auth';
import { CartProvider, useCart } from '@/features/cart';
import { TestModeStrip } from '@/features/checkout';
import { InstallPrompt, OfflineBanner } from '@/features/pwa';
import { HeaderSearch } from '@/features/search';

/** The shell around every page. The providers live here because logout navigates (router context). */
export function RootLayout() {
  return (
    <AuthProvider>
      <AccountCart>
        <AppShell />
      </AccountCart>
    </AuthProvider>
  );
}

/** The signed-in customer's cart (kept by the server, issue 27), or the guest's (kept in this browser). */
function AccountCart({ children }: { children: ReactNode }) {
  const userId = useSessionUserId();
  return <CartProvider account={userId ? { userId } : null}>{children}</CartProvider>;
}

function AppShell() {
  const { user, logout } = useAuth();
  const { itemCount } = useCart();
  const navigation = useNavigation();

  return (
    // Bottom padding on phones keeps the fixed bottom bar from covering the end of the page.
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <SkipLink />
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-brand-100">
          <div className="h-full w-1/3 animate-pulse bg-brand-600" />
        </div>
      )}
      <TestModeStrip />
      <Header user={user} cartCount={itemCount} onLogout={logout} search={<HeaderSearch />} />
      <OfflineBanner />
      {/* At least a screen tall, so the footer starts below the fold: pages and their data load after
          the shell, and a footer in view would jump down as they arrive (Lighthouse CLS 0.32). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <BottomBar user={user} onLogout={logout} />
      <InstallPrompt />
      <AppToaster />
      <ToastAnnouncer />
      <RouteFocus />
      <ScrollRestoration />
    </div>
  );
}
