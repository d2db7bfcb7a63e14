import { type Facets, type Product, type ProductListResponse } from '@store/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { ProductsPage } from './products';

/** The finder on /products (issue 24): filters, price, stock and order in the URL, chips, the phone's sheet. */

const FACETS: Facets = {
  brand: [
    { value: 'Dell', label: 'Dell', count: 6 },
    { value: 'HP', label: 'HP', count: 4 },
    { value: 'Zebronics', label: 'Zebronics', count: 0 },
  ],
  processor: [{ value: 'Core i5', label: 'Intel Core i5', count: 5 }],
  ram: [
    { value: '8', label: '8 GB', count: 3 },
    { value: '16', label: '16 GB', count: 7 },
  ],
  storage: [],
  screen: [],
  graphics: [],
};

const laptop = makeProduct({
  name: 'Dell Inspiron 15',
  attributes: {
    processorBrand: 'Intel',
    processorFamily: 'Core i5',
    ramGb: 16,
    storageGb: 512,
    storageType: 'SSD',
    screenInches: 15.6,
    graphics: 'Integrated',
    os: 'Windows 11 Home',
    weightKg: 1.65,
  },
});

type Answer = Partial<ProductListResponse> & { products?: Product[] };

/** Answers /api/products with `answer(url)` (facets and ten products unless it says otherwise), and the featured list. */
function stubFinder(answer: (url: URL) => Answer = () => ({})) {
  return stubFetch((url) => {
    if (url.pathname === '/api/products/featured/list') return { body: [makeProduct({ name: 'Featured Pick' })] };
    const given = answer(url);
    const products = given.products ?? Array.from({ length: 10 }, (_, i) => (i === 0 ? laptop : makeProduct({ name: `Laptop ${i + 1}` })));
    const body: ProductListResponse = {
      total: products.length,
      totalPages: 1,
      page: 1,
      facets: FACETS,
      priceRange: { min: 25_000, max: 1_50_000 },
      ...given,
      products,
    };
    return { body };
  });
}

const renderFinder = (url = '/products') => renderRoutes([{ path: '/products', element: <ProductsPage /> }], url);
const query = (router: ReturnType<typeof renderFinder>['router']) => new URLSearchParams(router.state.location.search);
const lastListRequest = (fetch: ReturnType<typeof stubFinder>) =>
  fetchedUrls(fetch)
    .filter((url) => url.pathname === '/api/products')
    .at(-1)!;
/** The desktop sidebar (jsdom shows it at every width). */
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

describe('ProductsPage finder', () => {
  it('asks the API for the filters, price, stock and order of the URL', async () => {
    const fetch = stubFinder();
    renderFinder('/products?category=laptop&brand=Dell&brand=HP&ram=16&minPrice=30000&maxPrice=90000&inStock=true&sort=price_asc');
    await screen.findByText('Dell Inspiron 15');
    const asked = lastListRequest(fetch).searchParams;
    expect(asked.getAll('brand')).toEqual(['Dell', 'HP']);
    expect(asked.getAll('ram')).toEqual(['16']);
    expect([asked.get('minPrice'), asked.get('maxPrice'), asked.get('inStock'), asked.get('sort'), asked.get('category')]).toEqual([
      '30000',
      '90000',
      'true',
      'price_asc',
      'laptop',
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(within(sidebar()).getByRole('checkbox', { name: /^Dell/ })).toBeChecked();
    expect(within(sidebar()).getByRole('switch', { name: 'In stock only' })).toBeChecked();
    expect(within(sidebar()).getByRole('textbox', { name: 'Minimum price in rupees' })).toHaveValue('30000');
  });

  it('lists each filter’s values with their counts; a value giving none is disabled', async () => {
    stubFinder();
    renderFinder('/products?category=laptop');
    await screen.findByText('Dell Inspiron 15');
    const panel = sidebar();
    expect(within(panel).getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Dell, 6 products' })).toBeEnabled();
    expect(within(panel).getByRole('checkbox', { name: /^Zebronics/ })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: /^16 GB/ })).toBeEnabled();
    expect(within(panel).queryByRole('group', { name: 'Storage' })).not.toBeInTheDocument(); // no values: no section
  });

  it('puts a ticked value into the URL (several of one filter), starts again at page 1, and Back undoes it', async () => {
    stubFinder();
    const { user, router } = renderFinder('/products?category=laptop&page=2');
    await screen.findByText('Dell Inspiron 15');

    await user.click(within(sidebar()).getByRole('checkbox', { name: /^Dell/ }));
    expect(query(router).getAll('brand')).toEqual(['Dell']);
    expect(query(router).get('page')).toBeNull();
    expect(query(router).get('category')).toBe('laptop');
    await user.click(within(sidebar()).getByRole('checkbox', { name: /^HP/ }));
    await user.click(within(sidebar()).getByRole('checkbox', { name: /^16 GB/ }));
    expect(query(router).getAll('brand')).toEqual(['Dell', 'HP']);
    expect(query(router).getAll('ram')).toEqual(['16']);

    await user.click(within(sidebar()).getByRole('checkbox', { name: /^Dell/ }));
    expect(query(router).getAll('brand')).toEqual(['HP']);

    await act(() => router.navigate(-1));
    expect(query(router).getAll('brand')).toEqual(['Dell', 'HP']);
    expect(within(sidebar()).getByRole('checkbox', { name: /^Dell/ })).toBeChecked();
  });

  it('sets the price range, "in stock only" and the order, leaving defaults out of the URL', async () => {
    stubFinder();
    const { user, router } = renderFinder('/products');
    await screen.findByText('Dell Inspiron 15');
    const panel = sidebar();

    await user.type(within(panel).getByRole('textbox', { name: 'Minimum price in rupees' }), '60,000');
    await user.type(within(panel).getByRole('textbox', { name: 'Maximum price in rupees' }), '30000');
    await user.click(within(panel).getByRole('button', { name: 'Apply price' }));
    // Typed the wrong way round: taken as the range meant.
    expect([query(router).get('minPrice'), query(router).get('maxPrice')]).toEqual(['30000', '60000']);

    await user.click(within(panel).getByRole('switch', { name: 'In stock only' }));
    expect(query(router).get('inStock')).toBe('true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(query(router).get('sort')).toBe('price_asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    expect(query(router).has('sort')).toBe(false);

    await user.click(within(panel).getByRole('switch', { name: 'In stock only' }));
    expect(query(router).has('inStock')).toBe(false);
  });

  it('shows the filters in use as chips, each removed with one tap, and Clear all keeps the search and category', async () => {
    stubFinder();
    const { user, router } = renderFinder('/products?search=thin&category=laptop&brand=Dell&ram=16&processor=Core%20i5&maxPrice=90000&inStock=true');
    await screen.findByText('Dell Inspiron 15');
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(within(chips).getByRole('button', { name: 'Remove filter: Brand Dell' })).toHaveTextContent('Brand: Dell');
    expect(within(chips).getByRole('button', { name: 'Remove filter: Processor Intel Core i5' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter: RAM 16 GB' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter: Price up to ₹90,000' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter: In stock only' })).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Brand Dell' }));
    expect(query(router).has('brand')).toBe(false);
    expect(query(router).get('ram')).toBe('16');
    await user.click(screen.getByRole('button', { name: 'Remove filter: Price up to ₹90,000' }));
    expect(query(router).has('maxPrice')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(Object.fromEntries(query(router))).toEqual({ search: 'thin', category: 'laptop' });
    expect(screen.queryByRole('list', { name: 'Filters in use' })).not.toBeInTheDocument();
  });

  it('shows a budget read from the search as a chip; removing it keeps the words', async () => {
    const fetch = stubFinder((url) =>
      url.searchParams.get('search') === 'laptop under 50000' ? { appliedFilters: { maxPrice: 50_000, search: 'laptop' } } : {},
    );
    const { user, router } = renderFinder('/products?search=laptop%20under%2050000');
    const chip = await screen.findByRole('button', { name: 'Remove filter: Budget up to ₹50,000' });
    expect(chip).toHaveTextContent('Budget: up to ₹50,000');

    await user.click(chip);
    expect(Object.fromEntries(query(router))).toEqual({ search: 'laptop' });
    await waitFor(() => expect(lastListRequest(fetch).searchParams.get('search')).toBe('laptop'));
    expect(screen.queryByRole('button', { name: /Budget/ })).not.toBeInTheDocument();
  });

  it('says which words it searched for when the search was misspelt, and searches the words as typed on request', async () => {
    const fetch = stubFinder((url) => (url.searchParams.get('exact') === 'true' ? { products: [], total: 0 } : { didYouMean: 'lenovo' }));
    const { user, router } = renderFinder('/products?search=lenvo');
    const note = await screen.findByTestId('did-you-mean');
    expect(note).toHaveTextContent('Showing results for lenovo Search instead for “lenvo”');
    expect(within(note).getByText('lenovo').tagName).toBe('B');
    await user.click(within(note).getByRole('button', { name: '“lenvo”' }));
    expect(query(router).get('exact')).toBe('true');
    await waitFor(() => expect(lastListRequest(fetch).searchParams.get('exact')).toBe('true'));
    expect(await screen.findByText('0 products for “lenvo”')).toBeInTheDocument();
    expect(screen.queryByTestId('did-you-mean')).not.toBeInTheDocument();
  });

  it('is never a dead end: with nothing found it offers to clear the filters, the categories and popular products', async () => {
    stubFinder((url) => (url.searchParams.has('brand') ? { products: [], total: 0, totalPages: 0 } : {}));
    const { user, router } = renderFinder('/products?category=laptop&brand=HP&ram=8');
    expect(await screen.findByText('No products found', { selector: 'p' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(within(categories).getByRole('link', { name: 'Accessories' })).toHaveAttribute('href', '/products?category=accessories');
    expect(await screen.findByText('Featured Pick')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(Object.fromEntries(query(router))).toEqual({ category: 'laptop' });
    expect(await screen.findByText('Dell Inspiron 15')).toBeInTheDocument();
  });

  it('opens the filters in a sheet on phones: the same panel, focus inside, Escape closes and "Show N products"', async () => {
    stubFinder();
    const { user, router } = renderFinder('/products?brand=Dell');
    await screen.findByText('Dell Inspiron 15');
    const open = screen.getByRole('button', { name: 'Filters, 1 on' });

    await user.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.click(within(sheet).getByRole('checkbox', { name: /^HP/ }));
    expect(query(router).getAll('brand')).toEqual(['Dell', 'HP']);
    expect(await within(sheet).findByRole('button', { name: 'Show 10 products' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Show 10 products' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a laptop card’s key specifications and offers to compare it', async () => {
    stubFinder();
    renderFinder('/products');
    const card = (await screen.findByText('Dell Inspiron 15')).closest('article')!;
    expect(within(card).getByTestId('key-specs')).toHaveTextContent('Intel Core i5 · 16 GB RAM · 512 GB SSD · 15.6″');
    expect(within(card).getByRole('checkbox', { name: 'Add to compare: Dell Inspiron 15' })).not.toBeChecked();
  });
});
