import { BOTTOM_BAR_HIDE_AFTER, BOTTOM_BAR_SHOW_WITHIN } from '@store/shared';
import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { Link, NavLink } from 'react-router';
import { GridIcon, HomeIcon, LogoutIcon, PackageIcon, ServicesIcon, UserIcon } from '@/components/ui/icons';
import { ADMIN_LINK, type LayoutUser } from './nav-links';
import { usePopover } from './use-popover';

/**
 * SPEC §2: hidden while scrolling down past 100 px; shown again on any scroll up, or within 50 px of
 * the top.
 */
export function useHideOnScrollDown(): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= BOTTOM_BAR_SHOW_WITHIN) setHidden(false);
      else if (y > lastY.current && y > BOTTOM_BAR_HIDE_AFTER) setHidden(true);
      else if (y < lastY.current) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}

const TABS: { to: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { to: '/', label: 'Home', icon: HomeIcon },
  { to: '/products', label: 'Products', icon: GridIcon },
  { to: '/services', label: 'Services', icon: ServicesIcon },
  { to: '/orders', label: 'Orders', icon: PackageIcon },
];

const column = 'flex h-16 w-full flex-col items-center justify-center gap-1 text-xs font-medium transition-colors';

interface BottomBarProps {
  user: LayoutUser | null;
  onLogout: () => void;
}

/** The five-column bar on phones (below md): Home, Products, Services, Orders and a Profile popup. */
export function BottomBar({ user, onLogout }: BottomBarProps) {
  const hidden = useHideOnScrollDown();
  const profile = usePopover<HTMLLIElement>();
  const popupId = useId();
  const [focused, setFocused] = useState(false);
  const visible = !hidden || profile.open || focused;

  const popupLink = 'block rounded-xl px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100';

  return (
    <nav
      aria-label="Quick links"
      data-bottom-bar
      data-visible={visible}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.06)] backdrop-blur transition-transform duration-300 motion-reduce:transition-none md:hidden ${
        visible ? 'translate-y-0' : 'translate-y-full'
      }`}
    >
      <ul className="grid grid-cols-5">
        {TABS.map(({ to, label, icon: TabIcon }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/'} className={({ isActive }) => `${column} ${isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'}`}>
              <TabIcon className="size-6" />
              {label}
            </NavLink>
          </li>
        ))}
        <li ref={profile.containerRef} className="relative">
          <button
            ref={profile.triggerRef}
            type="button"
            onClick={profile.toggle}
            aria-expanded={profile.open}
            aria-controls={popupId}
            className={`${column} ${profile.open ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'}`}
          >
            <UserIcon className="size-6" />
            Profile
          </button>
          {profile.open && (
            <div
              ref={profile.panelRef}
              id={popupId}
              className="absolute bottom-full right-2 mb-2 w-56 origin-bottom-right animate-pop-in rounded-2xl border border-slate-200 bg-white p-2 shadow-xl motion-reduce:animate-none"
            >
              {user ? (
                <>
                  <div className="border-b border-slate-100 px-3 pb-2 pt-1">
                    <p className="truncate text-sm font-semibold">{user.name}</p>
                    <p className="truncate text-xs text-slate-600">{user.email}</p>
                  </div>
                  <ul className="pt-1">
                    <li>
                      <Link to="/profile" className={popupLink}>
                        Profile
                      </Link>
                    </li>
                    <li>
                      <Link to="/wishlist" className={popupLink}>
                        Wishlist
                      </Link>
                    </li>
                    <li>
                      <Link to="/applications" className={popupLink}>
                        Applications
                      </Link>
                    </li>
                    {user.role === 'admin' && (
                      <li>
                        <Link to={ADMIN_LINK.to} className={popupLink}>
                          {ADMIN_LINK.label}
                        </Link>
                      </li>
                    )}
                    <li>
                      <button
                        type="button"
                        onClick={() => {
                          profile.close();
                          onLogout();
                        }}
                        className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-red-700 hover:bg-red-50"
                      >
                        <LogoutIcon className="size-4" />
                        Logout
                      </button>
                    </li>
                  </ul>
                </>
              ) : (
                <ul>
                  <li>
                    <Link to="/login" className={popupLink}>
                      Login
                    </Link>
                  </li>
                  <li>
                    <Link to="/register" className={popupLink}>
                      Sign Up
                    </Link>
                  </li>
                </ul>
              )}
            </div>
          )}
        </li>
      </ul>
    </nav>
  );
}
