import { HEADER_SCROLL_THRESHOLD } from '@store/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router';
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS, type LayoutUser } from './nav-links';
import { useOnNavigation } from './use-popover';

interface HeaderProps {
  user: LayoutUser | null;
  /** Σ quantities in the cart; the badge shows when above zero. */
  cartCount: number;
  onLogout: () => void;
  /**
   * The search box (the app passes the search feature's): in the header's row from md up; on phones
   * behind a search button, in a full-width row below.
   */
  search?: ReactNode;
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * Publishes the header's height as --header-height on <html>, which the page's scroll padding follows
 * (styles.css): the browser then scrolls what the keyboard focuses clear of the sticky header at its
 * every height (one row on phones, two from lg, one more while the phone's search row is open), where a
 * fixed 5rem left the lower 30 px of the desktop's 110 px header over a table's sort buttons (issue 40).
 */
function usePublishedHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}

export function Header({ user, cartCount, onLogout, search }: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const headerRef = useRef<HTMLElement>(null);
  usePublishedHeight(headerRef);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const searchRowRef = useRef<HTMLDivElement>(null);
  const searchRowId = useId();

  useOnNavigation(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  });

  const openSearch = () => {
    setSearchOpen(true);
    // The row is display:none until this render lands; focus its box once it shows.
    requestAnimationFrame(() => searchRowRef.current?.querySelector('input')?.focus());
  };
  const closeSearch = () => {
    setSearchOpen(false);
    searchToggleRef.current?.focus();
  };
  // Escape the search box left alone (its list closed, nothing typed) closes the phone's search row.
  const onSearchKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && searchOpen) closeSearch();
  };

  const closeMenu = (restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  };

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-white/85 ${
        scrolled ? 'border-slate-200 shadow-md' : 'border-slate-100'
      }`}
    >
      {/* On phones the search row wraps below the logo and buttons; from md it sits between them. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 sm:px-6 md:flex-nowrap md:gap-x-6 lg:px-8">
        <div className="flex h-16 items-center">
          <Logo />
        </div>

        {search && (
          <div
            ref={searchRowRef}
            id={searchRowId}
            onKeyDown={onSearchKeyDown}
            className={`${searchOpen ? 'flex' : 'hidden'} order-last w-full items-center gap-2 pb-3 md:order-none md:flex md:w-auto md:max-w-2xl md:flex-1 md:pb-0 lg:mx-auto`}
          >
            {search}
            <button
              type="button"
              onClick={closeSearch}
              aria-label="Close search"
              className="flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <CloseIcon />
            </button>
          </div>
        )}

        <div className="ml-auto flex h-16 items-center gap-1 sm:gap-2">
          {search && (
            <button
              ref={searchToggleRef}
              type="button"
              onClick={() => (searchOpen ? closeSearch() : openSearch())}
              aria-expanded={searchOpen}
              aria-controls={searchRowId}
              aria-label="Show search"
              className={`flex size-10 items-center justify-center rounded-xl transition-colors md:hidden ${
                searchOpen ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <SearchIcon className="size-6" />
            </button>
          )}
          <NavLink
            to="/cart"
            aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}
            className={({ isActive }) =>
              `relative flex size-10 items-center justify-center rounded-xl transition-colors ${
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            <CartIcon className="size-6" />
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                data-testid="cart-badge"
                className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </NavLink>

          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <AccountMenu user={user} onLogout={onLogout} />
            ) : (
              <>
                <Link to="/login" className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
                  Login
                </Link>
                <Link to="/register" className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
                  Sign Up
                </Link>
              </>
            )}
          </div>

          <button
            ref={toggleRef}
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label="Open menu"
            className="flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </div>

      {/* From lg up the sections have a row of their own, under the search and the account. */}
      <nav aria-label="Main" className="hidden border-t border-slate-100 lg:block">
        <ul className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-5">
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {/* Portalled: the header's backdrop-filter would otherwise confine a fixed overlay to the header. */}
      {menuOpen && createPortal(<MobileMenu id={menuId} user={user} onLogout={onLogout} onClose={closeMenu} />, document.body)}
    </header>
  );
}
