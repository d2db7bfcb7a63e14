import type { AdminReturn, Payout } from '@store/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { revealPayout } from '../api/returns';

/**
 * The account a cash-on-delivery customer gave for their refund: masked until the admin asks, as PAN is,
 * so the shop can make the transfer it then records with its UTR (issue 40 point 4). The full account is
 * kept in this component's state only (not the query cache), forgotten on Hide or leaving the page.
 */
export function PayoutReveal({ item }: { item: AdminReturn }) {
  const [payout, setPayout] = useState<Payout | null>(null);
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    if (payout) return setPayout(null);
    setPending(true);
    try {
      setPayout(await revealPayout(item._id));
    } catch (error) {
      toast.error(errorMessage(error, 'Could not reveal the account'));
    } finally {
      setPending(false);
    }
  };
  const hint = `payout-hint-${item._id}`;
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <p className="font-medium">Refund to</p>
      <dl aria-live="polite" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="payout">
        {payout?.method === 'upi' ? (
          <>
            <dt className="text-slate-600">UPI ID</dt>
            <dd className="font-mono break-all">{payout.upiId}</dd>
          </>
        ) : payout?.method === 'bank' ? (
          <>
            <dt className="text-slate-600">Name</dt>
            <dd>{payout.accountName}</dd>
            <dt className="text-slate-600">Account</dt>
            <dd className="font-mono break-all">{payout.accountNumber}</dd>
            <dt className="text-slate-600">IFSC</dt>
            <dd className="font-mono">{payout.ifsc}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">Account</dt>
            <dd className="break-all">{item.payout}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void onClick()} disabled={pending} aria-describedby={hint}>
          {payout ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
          {payout ? 'Hide' : pending ? 'Revealing…' : 'Reveal account'}
        </Button>
        <p id={hint} className="text-sm text-slate-600">
          {payout ? 'Shown on this screen only. Hide it when the transfer is made.' : 'Each reveal is logged with your name and the time.'}
        </p>
      </div>
    </div>
  );
}
