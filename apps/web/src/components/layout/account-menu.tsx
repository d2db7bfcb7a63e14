import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, LogoutIcon } from '@/components/ui/icons';
import { accountLinksFor, type LayoutUser } from './nav-links';
import { usePopover } from './use-popover';

export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** Desktop account dropdown: name, e-mail, Profile, Orders, Applications, Logout (SPEC §2). */
export function AccountMenu({ user, onLogout }: { user: LayoutUser; onLogout: () => void }) {
  const { open, toggle, close, containerRef, triggerRef, panelRef } = usePopover();
  const panelId = useId();
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex h-10 items-center gap-2 rounded-xl pl-1 pr-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
          {initials(user.name)}
        </span>
        <span className="max-w-32 truncate">
          <span className="sr-only">Account menu for </span>
          {firstName}
        </span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="absolute right-0 top-full mt-2 w-64 origin-top-right animate-pop-in rounded-2xl border border-slate-200 bg-white p-2 shadow-xl motion-reduce:animate-none"
        >
          <div className="border-b border-slate-100 px-3 pb-3 pt-2">
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
          <ul className="py-1">
            {accountLinksFor(user).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-100 pt-1">
            <button
              type="button"
              onClick={() => {
                close();
                onLogout();
              }}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
            >
              <LogoutIcon className="size-4" />
              Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
