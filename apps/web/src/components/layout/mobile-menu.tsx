import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon, LogoutIcon } from '@/components/ui/icons';
import { BUSINESS } from '@/config/business';
import { initials } from './account-menu';
import { accountLinksFor, MAIN_LINKS, type LayoutUser } from './nav-links';
import { focusableIn } from './use-popover';

interface MobileMenuProps {
  id: string;
  user: LayoutUser | null;
  onLogout: () => void;
  /** `restoreFocus`: send focus back to the toggle (Escape, close button, backdrop). */
  onClose: (restoreFocus: boolean) => void;
}

/** The bottom bar already offers Home, Products and Services on phones; the side menu adds them from md up. */
const BOTTOM_BAR_LINKS = new Set(['/', '/products', '/services']);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-2.5 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'}`;

/**
 * The side menu below the lg breakpoint (SPEC §2): Insurance, Loans, About, Contact plus login or
 * account links. A modal dialog: focus moves in and is kept in; Escape, the close button and a tap on
 * the backdrop close it; so does any navigation (the header unmounts it).
 */
export function MobileMenu({ id, user, onLogout, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    focusableIn(panelRef.current)[0]?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        data-testid="menu-backdrop"
        className="absolute inset-0 animate-fade-in bg-slate-900/50 motion-reduce:animate-none"
        onClick={() => onClose(true)}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute inset-y-0 right-0 flex w-[min(20rem,85vw)] animate-slide-in-right flex-col bg-white shadow-2xl motion-reduce:animate-none"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <span className="text-lg font-bold text-slate-900">{BUSINESS.name}</span>
          <button
            type="button"
            onClick={() => onClose(true)}
            aria-label="Close menu"
            className="flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Site" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-0.5">
            {MAIN_LINKS.map((link) => (
              <li key={link.to} className={BOTTOM_BAR_LINKS.has(link.to) ? 'hidden md:block' : undefined}>
                <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-200 pt-3">
            {user ? (
              <>
                <div className="flex items-center gap-3 px-3 pb-3">
                  <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {initials(user.name)}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{user.name}</span>
                    <span className="block truncate text-sm text-slate-600">{user.email}</span>
                  </span>
                </div>
                <ul className="space-y-0.5">
                  {accountLinksFor(user).map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={linkClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        onClose(false);
                        onLogout();
                      }}
                      className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-base font-medium text-red-700 hover:bg-red-50"
                    >
                      <LogoutIcon />
                      Logout
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <div className="grid grid-cols-2 gap-2 px-1">
                <NavLink
                  to="/login"
                  className="flex h-11 items-center justify-center rounded-xl border border-slate-300 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Login
                </NavLink>
                <NavLink to="/register" className="flex h-11 items-center justify-center rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700">
                  Sign Up
                </NavLink>
              </div>
            )}
          </div>
        </nav>
        <p className="border-t border-slate-200 p-4 text-sm text-slate-600">
          Need help? Call{' '}
          <a href={BUSINESS.phone.href} className="font-semibold text-brand-700">
            {BUSINESS.phone.display}
          </a>
          <br />
          {BUSINESS.hours}
        </p>
      </div>
    </div>
  );
}
