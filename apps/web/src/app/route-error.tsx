import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';

/**
 * A friendly page instead of the router's default 'Unexpected Application Error!'. `standalone`
 * when the layout itself failed, so there is no header around it.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  console.error('Route error', error);

  // A new deployment replaced the chunk this tab expected: a reload fetches the current one.
  const staleChunk = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  const content = (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <AlertIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        {staleChunk
          ? 'The store was updated while you were browsing. Reload the page to get the latest version.'
          : 'Sorry, this page hit an unexpected problem. Your cart is safe; please try again.'}
      </p>
      {detail && <p className="mt-2 text-sm text-slate-600">{detail}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Link to="/" reloadDocument={standalone} className={buttonClasses({ variant: 'secondary' })}>
          Back to Home
        </Link>
      </div>
    </div>
  );

  return standalone ? <main className="min-h-dvh bg-slate-50">{content}</main> : content;
}
