import { InfoIcon } from '@/components/ui/icons';
import { usePaymentsConfig } from '../api/get-payments-config';

/** What the strip says, by which sandboxes the server runs. */
function testModeText(payments: boolean, shipping: boolean): string | undefined {
  if (payments && shipping) return 'Test mode: payments and deliveries are simulated';
  if (payments) return 'Test mode: payments are simulated, no money moves';
  if (shipping) return 'Test mode: deliveries are simulated, nothing ships';
  return undefined;
}

/**
 * On every page while the server runs the Razorpay or the Shiprocket sandbox, so nobody (a tester, a shop admin, a
 * visitor to a demo) takes a sandbox order for a real one. In the page's flow above the sticky header,
 * so it scrolls away and never covers it. Nothing while the config is unknown or could not be loaded.
 */
export function TestModeStrip() {
  const config = usePaymentsConfig();
  const text = config.data && testModeText(config.data.sandbox, config.data.shippingSandbox);
  if (!text) return null;
  return (
    <div className="border-b border-amber-500 bg-amber-300 text-slate-950" data-testid="test-mode-strip">
      <p
        role="status"
        className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-3 py-1.5 text-center text-xs font-semibold leading-snug sm:px-4 sm:text-sm"
      >
        {/* Dropped on the narrowest phones, where it would push the words onto a second line. */}
        <InfoIcon className="hidden size-4 shrink-0 min-[400px]:block" />
        {text}
      </p>
    </div>
  );
}
