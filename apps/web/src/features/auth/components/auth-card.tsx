import { useEffect, useRef, type ReactNode } from 'react';

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: "Don't have an account? Sign Up" and the like. */
  footer?: ReactNode;
  /** Move focus to the title on mount: for a view that replaces another in place ('Check Your Email'). */
  focusTitle?: boolean;
}

/** The centred card every sign-in screen sits in. */
export function AuthCard({ icon, title, subtitle, children, footer, focusTitle = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="bg-gradient-to-b from-white to-slate-50 px-4 py-8 sm:py-14">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm xs:p-6 sm:p-8">
          <div className="text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">{icon}</span>
            <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
              {title}
            </h1>
            {subtitle && <p className="mt-2 text-sm leading-relaxed text-slate-600">{subtitle}</p>}
          </div>
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}

export const textLinkClass = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline';
