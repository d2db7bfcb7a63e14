import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListParams } from '@/hooks/use-list-params';
import { apiRequest } from '@/lib/api-client';
import { expectConsoleError } from '@/test/console';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdminList } from './admin-list';

interface ThingPage {
  things: string[];
  page: number;
  totalPages: number;
}

function Things() {
  const { hrefFor, apiQuery } = useListParams([]);
  const query = useQuery({ queryKey: ['things', apiQuery], queryFn: () => apiRequest<ThingPage>(`/api/things?${apiQuery}`) });
  return (
    <AdminList
      title="Things"
      description="Every thing."
      query={query}
      noun="things"
      hrefFor={hrefFor}
      isEmpty={(page) => page.things.length === 0}
      empty="No things here."
    >
      {(page) => (
        <ul aria-label="Things">
          {page.things.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}

const renderThings = (url = '/things') => renderRoutes([{ path: '/things', element: <Things /> }], url, { withProviders: false });

describe('AdminList', () => {
  it('says it is loading, then shows the page and the way to the others', async () => {
    stubFetch(() => ({ body: { things: ['A lamp', 'A desk'], page: 1, totalPages: 3 } }));
    renderThings();
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading things' })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Things' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('navigation', { name: 'Things pages' })).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/things?page=2');
  });

  it('logs a failure, says so and tries again on request', async () => {
    expectConsoleError(/^Failed to load the things/);
    let fail = true;
    stubFetch(() => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: { things: ['A lamp'], page: 1, totalPages: 1 } }));
    const { user } = renderThings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the things');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Things' })).toHaveTextContent('A lamp');
  });

  it('shows the empty state, and on a later page the way back to the first', async () => {
    stubFetch(() => ({ body: { things: [], page: 3, totalPages: 2 } }));
    renderThings('/things?page=3');
    expect(await screen.findByText('No things here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute('href', '/things');
    expect(screen.queryByRole('list', { name: 'Things' })).not.toBeInTheDocument();
  });
});
