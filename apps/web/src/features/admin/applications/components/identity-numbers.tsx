import type { AdminApplication } from '@store/shared';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { DetailList, identityRows } from '@/features/applications';
import { errorMessage } from '@/lib/api-client';
import { useIdentityReveal } from '../api/reveal-identity';

/**
 * PAN and Aadhaar, masked until the admin asks to see them. One button both reveals and hides, so
 * keyboard focus stays where it was.
 */
export function IdentityNumbers({ application }: { application: AdminApplication }) {
  const { identity, isPending, reveal, hide } = useIdentityReveal(application._id);
  const rows = identity
    ? [
        { label: 'PAN Number', value: identity.panNumber },
        { label: 'Aadhar Number', value: identity.aadharNumber },
      ]
    : identityRows(application);

  const onClick = async () => {
    if (identity) return hide();
    try {
      await reveal();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not reveal the numbers'));
    }
  };

  return (
    <div className="space-y-4">
      <div aria-live="polite">
        <DetailList rows={rows} monoValues />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void onClick()} disabled={isPending} aria-describedby="identity-reveal-hint">
          {identity ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
          {identity ? 'Hide' : isPending ? 'Revealing…' : 'Reveal'}
        </Button>
        <p id="identity-reveal-hint" className="text-sm text-slate-600">
          {identity ? 'Shown on this screen only. Hide them when you are done.' : 'Each reveal is logged with your name and the time.'}
        </p>
      </div>
    </div>
  );
}
