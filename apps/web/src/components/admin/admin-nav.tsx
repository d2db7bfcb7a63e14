import { NavLink } from 'react-router';

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/grievances', label: 'Grievances' },
  { to: '/admin/notifications', label: 'Notifications' },
  { to: '/admin/reports', label: 'Reports' },
] as const;

/**
 * The console's sections: tabs that wrap onto a second line on a phone (a row scrolling sideways inside
 * the page let a phone's browser widen the whole page to the row and zoom out). `unread`: the shop's
 * unread notifications, shown as a badge on their tab.
 */
export function AdminNav({ unread }: { unread?: number }) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={'end' in section}
              className={({ isActive }) =>
                `-mb-px block border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors ${
                  isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`
              }
            >
              {section.label}
              {section.to === '/admin/notifications' && unread !== undefined && unread > 0 && (
                <span
                  className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white"
                  data-testid="unread-notifications"
                >
                  {unread > 99 ? '99+' : unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
