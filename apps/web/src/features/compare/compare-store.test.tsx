import { MAX_COMPARE } from '@store/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { CompareBar } from './components/compare-bar';
import { CompareToggle } from './components/compare-toggle';
import { compareIdsFrom } from './compare-link';
import { COMPARE_FULL_MESSAGE, COMPARE_STORAGE_KEY, createCompareStore } from './compare-store';

const item = (id: string) => ({ _id: id, name: `Laptop ${id}`, image: `/images/products/${id}.svg` });

describe('the compare store', () => {
  it(`keeps at most ${MAX_COMPARE} products, each once, in localStorage`, () => {
    const store = createCompareStore(localStorage);
    expect(['a', 'b', 'c', 'd'].map((id) => store.add(item(id)))).toEqual(['added', 'added', 'added', 'added']);
    expect(store.add(item('e'))).toBe('full');
    expect(store.add(item('a'))).toBe('already');
    expect(store.items().map((stored) => stored._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toHaveLength(4);

    store.remove('b');
    expect(store.add(item('e'))).toBe('added');
    expect(store.items().map((stored) => stored._id)).toEqual(['a', 'c', 'd', 'e']);
    // Another store on the same storage (another tab) sees the same list.
    expect(createCompareStore(localStorage).items()).toEqual(store.items());

    store.clear();
    expect(store.items()).toEqual([]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('gives the same list object until the stored list changes (a stable snapshot)', () => {
    const store = createCompareStore(localStorage);
    store.add(item('a'));
    expect(store.items()).toBe(store.items());
    const before = store.items();
    store.add(item('b'));
    expect(store.items()).not.toBe(before);
  });

  it('drops a stored value that is not a list of products', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(createCompareStore(localStorage).items()).toEqual([]);
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([item('a'), { _id: 3 }, 'b', ...['c', 'd', 'e', 'f'].map(item)]));
    expect(
      createCompareStore(localStorage)
        .items()
        .map((stored) => stored._id),
    ).toEqual(['a', 'c', 'd', 'e']);
  });

  it('reads /compare?ids= as each id once, at most four', () => {
    expect(compareIdsFrom(new URLSearchParams('ids=a,b,,a, c ,d,e'))).toEqual(['a', 'b', 'c', 'd']);
    expect(compareIdsFrom(new URLSearchParams(''))).toEqual([]);
  });
});

describe('CompareToggle and CompareBar', () => {
  it('ticks products into the compare bar and refuses a fifth with a toast', async () => {
    const refused = vi.spyOn(toast, 'error');
    const products = Array.from({ length: 5 }, (_, i) => makeProduct({ _id: `p${i + 1}`, name: `Laptop ${i + 1}` }));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        {products.map((product) => (
          <CompareToggle key={product._id} product={product} />
        ))}
        <CompareBar />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Compare products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Add to compare: Laptop 1' }));
    expect(screen.getByRole('checkbox', { name: 'Add to compare: Laptop 1' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', '/compare?ids=p1');

    for (const n of [2, 3, 4]) await user.click(screen.getByRole('checkbox', { name: `Add to compare: Laptop ${n}` }));
    expect(screen.getByRole('link', { name: 'Compare (4)' })).toHaveAttribute('href', '/compare?ids=p1,p2,p3,p4');

    await user.click(screen.getByRole('checkbox', { name: 'Add to compare: Laptop 5' }));
    expect(screen.getByRole('checkbox', { name: 'Add to compare: Laptop 5' })).not.toBeChecked();
    expect(refused).toHaveBeenCalledWith(COMPARE_FULL_MESSAGE, expect.anything());
    expect(screen.getByRole('link', { name: 'Compare (4)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove from compare: Laptop 2' }));
    expect(screen.getByRole('checkbox', { name: 'Add to compare: Laptop 2' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Add to compare: Laptop 1' })); // unticking takes it off
    expect(screen.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/compare?ids=p3,p4');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Compare products' })).not.toBeInTheDocument();
  });
});
