import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { usePageMeta } from '@/hooks/use-page-meta';

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for is not here.');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Page not found</h1>
      <p className="mt-3 text-slate-600">Sorry, we could not find that page. It may have moved, or the link may be mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          Back to Home
        </Link>
        <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
          Browse products
        </Link>
      </div>
    </div>
  );
}
