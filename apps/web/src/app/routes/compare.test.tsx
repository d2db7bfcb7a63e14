import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { ComparePage } from './compare';

const attributes = {
  processorBrand: 'Intel',
  processorFamily: 'Core i5',
  ramGb: 16,
  storageGb: 512,
  storageType: 'SSD',
  screenInches: 15.6,
  graphics: 'Integrated',
  os: 'Windows 11 Home',
  weightKg: 1.7,
} as const;
const dell = makeProduct({ _id: 'dell', name: 'Dell Inspiron 15', priceInclGst: 55_990, attributes, specifications: { Battery: '54 Wh' } });
const hp = makeProduct({
  _id: 'hp',
  name: 'HP Pavilion 15',
  brand: 'HP',
  priceInclGst: 62_990,
  attributes: { ...attributes, ramGb: 8 },
  specifications: { Battery: '54 Wh' },
});

function renderCompare(url: string) {
  stubFetch((request) => {
    const id = request.pathname.split('/').at(-1);
    const product = [dell, hp].find((candidate) => candidate._id === id);
    return product ? { body: product } : { status: 404, body: { message: 'Product not found' } };
  });
  return renderRoutes([{ path: '/compare', element: <ComparePage /> }], url);
}

const row = (label: string) => screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;

describe('ComparePage', () => {
  it('lays the products side by side with their prices incl. GST, and marks the rows where they differ', async () => {
    renderCompare('/compare?ids=dell,hp');
    expect(await screen.findByRole('link', { name: 'HP Pavilion 15' })).toHaveAttribute('href', '/products/hp');
    expect(screen.getByRole('link', { name: 'Dell Inspiron 15' })).toBeInTheDocument();

    expect(row('Price')).toHaveTextContent('₹55,990₹62,990');
    expect(row('Price')).toHaveAttribute('data-differs', 'true');
    expect(row('RAM')).toHaveTextContent('16 GB8 GB');
    expect(row('RAM')).toHaveAttribute('data-differs', 'true');
    expect(screen.getByRole('rowheader', { name: 'RAM (differs)' })).toBeInTheDocument();
    expect(row('Processor')).toHaveTextContent('Intel Core i5Intel Core i5');
    expect(row('Processor')).toHaveAttribute('data-differs', 'false');
    expect(row('Battery')).toHaveAttribute('data-differs', 'false'); // a free specification, under "Full specifications"
    expect(screen.getByRole('columnheader', { name: 'Full specifications' })).toBeInTheDocument();
    expect(screen.getByText(/Highlighted: the \d+ details where they differ/)).toBeInTheDocument();
  });

  it('shows only the differences when asked, and removes a product from the comparison and the URL', async () => {
    const { user, router } = renderCompare('/compare?ids=dell,hp');
    await screen.findByRole('link', { name: 'HP Pavilion 15' });
    await user.click(screen.getByRole('checkbox', { name: 'Only differences' }));
    expect(screen.queryByRole('rowheader', { name: /^Processor/ })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^RAM/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Dell Inspiron 15 from the comparison' }));
    expect(router.state.location.search).toBe('?ids=hp');
    expect(screen.queryByRole('link', { name: 'Dell Inspiron 15' })).not.toBeInTheDocument();
    expect(screen.getByText('Add another product to see them side by side.')).toBeInTheDocument();
  });

  it('says so for a product the shop no longer has, and offers a way to pick some with none', async () => {
    const { user } = renderCompare('/compare?ids=dell,gone');
    expect(await screen.findByText('This product is no longer available.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Dell Inspiron 15' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove this product from the comparison' }));
    expect(screen.queryByText('This product is no longer available.')).not.toBeInTheDocument();
  });

  it('explains how to add products when there are none', () => {
    renderCompare('/compare');
    expect(screen.getByText(/Pick up to 4 products/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse laptops' })).toHaveAttribute('href', '/products?category=laptop');
  });
});
