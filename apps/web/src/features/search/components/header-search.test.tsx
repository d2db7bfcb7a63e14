import type { SuggestResponse } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { HeaderSearch } from './header-search';

const SUGGESTIONS: SuggestResponse = {
  products: [
    { _id: 'mba-13', name: 'Apple MacBook Air 13 M2', image: '/images/products/mba-13.svg', priceInclGst: 79_900 },
    { _id: 'mbp-14', name: 'Apple MacBook Pro 14 M4', image: '/images/products/mbp-14.svg', priceInclGst: 1_69_900 },
  ],
  brands: ['Apple'],
  categories: ['laptop'],
};

function renderSearch() {
  const fetch = stubFetch((url) => ({ body: url.searchParams.get('q') === 'zzz' ? { products: [], brands: [], categories: [] } : SUGGESTIONS }));
  const utils = renderRoutes([{ path: '*', element: <HeaderSearch /> }], '/about', { withProviders: false });
  const box = screen.getByRole('combobox', { name: 'Search the store' });
  const location = () => `${utils.router.state.location.pathname}${utils.router.state.location.search}`;
  return { ...utils, fetch, box, location };
}

const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions' });

describe('HeaderSearch', () => {
  it('is a combobox that asks for suggestions once typing pauses, and lists products, brands and categories', async () => {
    const { user, box, fetch } = renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');

    await user.type(box, 'm');
    expect(box).toHaveAttribute('aria-expanded', 'false'); // one letter suggests nothing
    await user.type(box, 'ac');

    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await within(list).findByRole('option', { name: /Apple MacBook Air 13 M2/ })).toHaveTextContent('₹79,900incl. GST');
    expect(within(list).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(within(list).getByRole('group', { name: 'Brands' })).getByRole('option')).toHaveTextContent('Apple');
    expect(within(within(list).getByRole('group', { name: 'Categories' })).getByRole('option')).toHaveTextContent('Laptops');
    expect(within(list).getAllByRole('option').at(-1)).toHaveTextContent('Search for “mac”');
    // Typed quickly: one request, for the settled words.
    expect(fetchedUrls(fetch).map((url) => `${url.pathname}?${url.searchParams}`)).toEqual(['/api/search/suggest?q=mac']);
  });

  it('moves through the options with the arrow keys (focus stays in the box) and opens the active one with Enter', async () => {
    const { user, box, location } = renderSearch();
    await user.type(box, 'mac');
    await within(await screen.findByRole('listbox')).findByRole('option', { name: /MacBook Air/ });
    const options = within(listbox()).getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}'); // back to the first, then round to the last
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}'); // round to the first, then the second
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{Enter}');
    expect(location()).toBe('/products/mbp-14');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a brand or a category as a filtered catalogue', async () => {
    const { user, box, location } = renderSearch();
    await user.type(box, 'mac');
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Apple' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/products?brand=Apple');

    await user.click(box);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/products?category=laptop');
  });

  it('searches the catalogue for the words with Enter when no option is active, and a click opens an option', async () => {
    const { user, box, location } = renderSearch();
    await user.type(box, '  laptop under 50000 ');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/products?search=laptop%20under%2050000');

    await user.clear(box);
    await user.type(box, 'mac');
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /MacBook Air/ }));
    expect(location()).toBe('/products/mba-13');
  });

  it('closes the list with Escape, clears the box with a second Escape, and reopens with ArrowDown', async () => {
    const { user, box, location } = renderSearch();
    await user.type(box, 'mac');
    await within(await screen.findByRole('listbox')).findByRole('option', { name: /MacBook Air/ });
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('mac');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument(); // hidden

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toBe('/about');
  });

  it('offers the search itself when nothing is suggested', async () => {
    const { user, box, location } = renderSearch();
    await user.type(box, 'zzz');
    await waitFor(() => expect(screen.getByText('0 suggestions')).toBeInTheDocument());
    expect(within(listbox()).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/products?search=zzz');
  });
});
