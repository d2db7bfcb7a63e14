import { CATALOGUE_PAGE_SIZE, type ProductListResponse } from '@store/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { ProductsPage } from './products';
import { expectConsoleError } from '@/test/console';

/** A catalogue of `total` products; the stub pages through it like the API. */
function stubCatalogue(total = 30) {
  const all = Array.from({ length: total }, (_, i) => makeProduct({ name: `Laptop ${i + 1}` }));
  return stubFetch((url): { body: ProductListResponse } => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? String(CATALOGUE_PAGE_SIZE));
    const search = url.searchParams.get('search') ?? '';
    const matches = search === 'nothing' ? [] : all;
    return {
      body: {
        products: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
        totalPages: Math.ceil(matches.length / limit),
        page,
      },
    };
  });
}

const renderCatalogue = (url = '/products') => renderRoutes([{ path: '/products', element: <ProductsPage /> }], url);
const query = (router: ReturnType<typeof renderCatalogue>['router']) => new URLSearchParams(router.state.location.search);

describe('ProductsPage', () => {
  it('reads search, category and page from the URL and asks the API for them', async () => {
    const fetch = stubCatalogue();
    renderCatalogue('/products?search=dell&category=laptop&page=2');

    expect(await screen.findByText('Laptop 13')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('dell');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('laptop');
    // The cards' EMI rates are asked once beside the products; the catalogue's own request is the last of the rest.
    const asked = fetchedUrls(fetch)
      .filter((url) => url.pathname !== '/api/payments/emi-rates')
      .at(-1);
    expect(asked?.pathname).toBe('/api/products');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ search: 'dell', category: 'laptop', page: '2', limit: '12' });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts a debounced search into the URL and starts again at page 1', async () => {
    stubCatalogue();
    const { user, router } = renderCatalogue('/products?page=3');
    await screen.findByText('Laptop 25');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'hp');
    expect(query(router).get('search')).toBeNull(); // not on every keystroke
    await waitFor(() => expect(query(router).get('search')).toBe('hp'));
    expect(query(router).get('page')).toBeNull();
  });

  it('puts the category into the URL and starts again at page 1', async () => {
    stubCatalogue();
    const { user, router } = renderCatalogue('/products?search=dell&page=2');
    await screen.findByText('Laptop 13');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'accessories');

    expect(query(router).get('category')).toBe('accessories');
    expect(query(router).get('search')).toBe('dell');
    expect(query(router).get('page')).toBeNull();
  });

  it('paginates with numbered links and previous/next, and back restores the page', async () => {
    stubCatalogue(30); // 3 pages
    const { user, router } = renderCatalogue('/products?category=laptop');
    await screen.findByText('Laptop 1');
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(query(router).get('page')).toBe('3');
    expect(query(router).get('category')).toBe('laptop');
    expect(await screen.findByText('Laptop 25')).toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('link', { name: /Previous/ }));
    expect(query(router).get('page')).toBe('2');

    await act(() => router.navigate(-1));
    expect(query(router).get('page')).toBe('3');
    expect(await screen.findByText('Laptop 25')).toBeInTheDocument();
  });

  it('shows the search of the URL again after back/forward', async () => {
    stubCatalogue();
    const { router } = renderCatalogue('/products?search=dell');
    await screen.findByText('Laptop 1');
    await act(() => router.navigate('/products?search=lenovo'));
    expect(screen.getByRole('searchbox')).toHaveValue('lenovo');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox')).toHaveValue('dell');
  });

  it('toggles between grid and list views', async () => {
    stubCatalogue();
    const { user, router } = renderCatalogue();
    await screen.findByText('Laptop 1');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('[data-layout="list"]')).not.toBeNull();
    expect(query(router).get('view')).toBe('list');
  });

  it("says 'No products found' when nothing matches", async () => {
    stubCatalogue();
    renderCatalogue('/products?search=nothing');
    expect(await screen.findByText('No products found', { selector: 'p' })).toBeInTheDocument();
    // Said once: the results heading gives the count instead.
    expect(screen.getAllByText('No products found')).toHaveLength(1);
  });

  it('only logs a load failure and shows the empty state', async () => {
    const logged = expectConsoleError(/^Failed to load products/);
    stubFetch(() => ({ status: 500, body: { message: 'Database unavailable' } }));
    renderCatalogue();
    expect(await screen.findByText('No products found', { selector: 'p' }, { timeout: 5000 })).toBeInTheDocument();
    expect(logged).toContainEqual(['Failed to load products', expect.objectContaining({ message: 'Database unavailable' })]);
  });
});
