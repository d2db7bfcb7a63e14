import { APPLICATION_MESSAGES, type ApplicationKind } from '@store/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { INVALID_TYPE_DESCRIPTION } from '../application-content';

/** SPEC §2: /insurance/{type} or /loan/{type} with a type we do not offer. */
export function InvalidApplicationType({ kind }: { kind: ApplicationKind }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-20">
      <span className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <SearchIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{APPLICATION_MESSAGES.invalidType[kind]}</h1>
      <p className="mt-3 text-slate-600">{INVALID_TYPE_DESCRIPTION[kind]}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          Back to Home
        </Link>
        <Link to={kind === 'insurance' ? '/insurance' : '/loans'} className={buttonClasses({ variant: 'secondary' })}>
          {kind === 'insurance' ? 'See insurance plans' : 'See loan types'}
        </Link>
      </div>
    </div>
  );
}
