import { formatRupees } from '@store/shared';
import type { ComponentType, SVGProps } from 'react';
import { BanknoteIcon, FileIcon, PackageIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { useAccountSummary } from '../api/profile';

interface Tile {
  label: string;
  value: string | null;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
}

/** The profile's three figures, from the server's records (issue 4: not hard-coded). */
export function AccountSummaryTiles({ userId }: { userId: string }) {
  const summary = useAccountSummary(userId);
  useLogError(summary.error, 'Failed to load the account summary');
  const data = summary.data;
  const shown = (value: number | undefined, format: (n: number) => string = String) => (summary.isPending ? null : value === undefined ? '—' : format(value));

  const tiles: Tile[] = [
    { label: 'Total Orders', value: shown(data?.orders), icon: PackageIcon, tone: 'bg-brand-50 text-brand-700' },
    { label: 'Applications', value: shown(data?.applications), icon: FileIcon, tone: 'bg-amber-50 text-amber-700' },
    { label: 'Total Spent', value: shown(data?.totalSpent, formatRupees), icon: BanknoteIcon, tone: 'bg-green-50 text-green-700' },
  ];

  return (
    // Three across even at 360 px: compact and centred on phones, icon beside the figure from sm up.
    <section aria-label="Account summary" aria-busy={summary.isPending} className="grid grid-cols-3 gap-2 sm:gap-4">
      {tiles.map(({ label, value, icon: TileIcon, tone }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-2 py-3 text-center shadow-sm sm:flex-row sm:gap-3 sm:p-4 sm:text-left"
        >
          <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11 ${tone}`}>
            <TileIcon className="size-5 sm:size-6" />
          </span>
          <div className="flex min-w-0 flex-col items-center sm:items-start">
            {value === null ? (
              <Skeleton className="h-7 w-12" />
            ) : (
              <p className="wrap-anywhere text-lg font-bold leading-7 tracking-tight text-slate-900 sm:text-2xl sm:leading-8">{value}</p>
            )}
            <p className="text-xs text-slate-600 sm:text-sm">{label}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
