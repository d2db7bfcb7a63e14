import { LOW_STOCK_THRESHOLD, PRODUCT_MESSAGES, type AdminProduct, type AdminProductPage } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdminLayout } from './layout';
import { AdminEditProductPage, AdminNewProductPage } from './product-edit';
import { AdminProductsPage } from './products';
import { shopOwner, signIn } from '@/test/admin';

/** The admin console's products pages against a stubbed API (issue 11). */

const owner = shopOwner;

const adminProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...makeProduct(overrides),
  hidden: false,
  hsn: '8471 30',
  lowStockThreshold: LOW_STOCK_THRESHOLD,
  sku: 'SKU-00001',
  weightGrams: null,
  lengthCm: null,
  breadthCm: null,
  heightCm: null,
  serialised: false,
  ...overrides,
});

type Answer = { status?: number; body: unknown };
type Handler = (url: URL, init?: RequestInit) => Answer | undefined;

function renderAdmin(url: string, handler: Handler) {
  signIn(owner);
  const fetchMock = stubFetch((requested, init) => {
    if (requested.pathname === '/api/auth/me') return { body: owner };
    return handler(requested, init) ?? { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'products', element: <AdminProductsPage /> },
          { path: 'products/new', element: <AdminNewProductPage /> },
          { path: 'products/:id', element: <AdminEditProductPage /> },
        ],
      },
    ],
    url,
  );
  return { ...rendered, fetchMock };
}

/** The calls made to `path` with `method`, with their URL and JSON body. */
function callsTo(mock: ReturnType<typeof stubFetch>, method: string, path: RegExp) {
  return mock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && path.test(url.pathname))
    .map(({ url, init }) => ({ url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body }));
}

const page = (products: AdminProduct[], extra: Partial<AdminProductPage> = {}): AdminProductPage => ({
  products,
  total: products.length,
  totalPages: 1,
  page: 1,
  ...extra,
});

/** Said under each one left blank when some of a category's typed specifications are filled in. */
const ALL_OR_NONE = 'Required once any of these is filled in';

describe('AdminProductsPage', () => {
  it('lists the products from the API: price with GST and its MRP, stock badges, featured and visibility, each linking to its page', async () => {
    const offer = adminProduct({ name: 'Aurora Book 14', brand: 'Aurora', priceInclGst: 62_990, mrp: 69_990, stock: 40, featured: true });
    const low = adminProduct({
      name: 'Zephyr Mouse',
      brand: 'Zephyr',
      category: 'accessories',
      priceInclGst: 1_499,
      stock: LOW_STOCK_THRESHOLD,
    });
    const out = adminProduct({ name: 'Quokka Keyboard', brand: 'Quokka', category: 'accessories', stock: 0, hidden: true, images: [] });
    renderAdmin('/admin/products', (url) => (url.pathname === '/api/admin/products' ? { body: page([offer, low, out], { total: 3 }) } : undefined));

    const table = await screen.findByRole('table', { name: /Products, page 1 of 1/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Aurora Book 14' })).toHaveAttribute('href', `/admin/products/${offer._id}`);
    expect(first).toHaveTextContent('Aurora');
    expect(first).toHaveTextContent('Laptops');
    expect(first).toHaveTextContent('₹62,990 incl. GST');
    expect(first).toHaveTextContent('M.R.P. ₹69,990 10% off');
    expect(within(first).getByText('₹69,990').tagName).toBe('S');
    expect(first).not.toHaveTextContent('53,381'); // the price before tax is not the shop's price
    expect(first).toHaveTextContent('Featured');
    expect(first).toHaveTextContent('Visible');
    expect(first).not.toHaveTextContent(/Low stock|Out of stock/);

    expect(second).toHaveTextContent('₹1,499 incl. GST');
    expect(second).not.toHaveTextContent('M.R.P.');
    expect(second).toHaveTextContent('Low stock');
    expect(third).toHaveTextContent('Out of stock');
    expect(third).toHaveTextContent('Hidden');
    expect(screen.getByText('3 products in the shop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/admin/products/new');
  });

  it('sends the search and each filter to the API, and says when nothing matches', async () => {
    const { fetchMock, user, router } = renderAdmin('/admin/products', (url) =>
      url.pathname === '/api/admin/products' ? { body: url.search ? page([]) : page([adminProduct({ name: 'Aurora Book 14' })]) } : undefined,
    );
    await screen.findByRole('link', { name: 'Aurora Book 14' });
    const lastQuery = () => callsTo(fetchMock, 'GET', /^\/api\/admin\/products$/).at(-1)!.url.searchParams;

    await user.selectOptions(screen.getByLabelText('Stock'), 'Low stock');
    await waitFor(() => expect(lastQuery().get('stock')).toBe('low'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Accessories');
    await user.selectOptions(screen.getByLabelText('Featured'), 'Not featured');
    await user.selectOptions(screen.getByLabelText('Visibility'), 'Hidden');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or brand' }), 'zephyr{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery())).toEqual({ stock: 'low', category: 'accessories', featured: 'false', hidden: 'true', search: 'zephyr' }),
    );
    expect(router.state.location.search).toContain('search=zephyr');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
  });
});

describe('AdminNewProductPage', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    const { fetchMock, user } = renderAdmin('/admin/products/new', () => undefined);
    await user.click(await screen.findByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Selling price must be a number')).toBeInTheDocument();
    expect(screen.getByLabelText('Selling price (incl. GST)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/category must be one of/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', /^\/api\/admin\/products$/)).toHaveLength(0);
  });

  it("sends every field with the specifications in order and a laptop's typed specifications, then opens the new product to add pictures", async () => {
    const created = adminProduct({ _id: 'new-product-1', name: 'Aurora Book 14' });
    const success = vi.spyOn(toast, 'success');
    const { fetchMock, user, router } = renderAdmin('/admin/products/new', (url, init) => {
      if (url.pathname === '/api/admin/products' && init?.method === 'POST') return { status: 201, body: created };
      if (url.pathname === `/api/admin/products/${created._id}`) return { body: created };
      return undefined;
    });
    await user.type(await screen.findByLabelText('Name'), 'Aurora Book 14');
    await user.type(screen.getByLabelText('Brand'), 'Aurora');
    expect(screen.queryByRole('group', { name: 'Specifications for filters' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Laptops');
    await user.type(screen.getByLabelText('Description'), 'A light 14-inch laptop.');
    await user.type(screen.getByLabelText('Selling price (incl. GST)'), '62990');
    await user.type(screen.getByLabelText('MRP (incl. all taxes, optional)'), '69990');
    await user.type(screen.getByLabelText('Stock'), '8');
    await user.clear(screen.getByLabelText('Warranty'));
    await user.type(screen.getByLabelText('Warranty'), '1 Year Onsite');
    await user.click(screen.getByLabelText('Featured on the home page'));
    for (const [name, value] of [
      ['RAM', '16 GB'],
      ['Colour', 'Grey'],
      ['Storage', '512 GB SSD'],
    ]) {
      await user.click(screen.getByRole('button', { name: 'Add specification' }));
      const row = screen.getAllByRole('listitem').at(-1)!;
      await user.type(within(row).getByLabelText(/Name$/), name!);
      await user.type(within(row).getByLabelText(/Value$/), value!);
    }
    await user.click(screen.getByRole('button', { name: 'Remove specification 2' }));

    const filters = within(screen.getByRole('group', { name: 'Specifications for filters' }));
    // The family list is the brand's: AMD's has no Core i5.
    await user.selectOptions(filters.getByLabelText('Processor brand'), 'AMD');
    expect(within(filters.getByLabelText('Processor family')).queryByRole('option', { name: 'Core i5' })).not.toBeInTheDocument();
    await user.selectOptions(filters.getByLabelText('Processor family'), 'Ryzen 7');
    await user.selectOptions(filters.getByLabelText('RAM'), '16 GB');
    await user.selectOptions(filters.getByLabelText('Storage'), '512 GB');
    await user.selectOptions(filters.getByLabelText('Storage type'), 'SSD');
    await user.type(filters.getByLabelText('Screen size (inches)'), '14');
    await user.type(filters.getByLabelText('Weight (kg)'), '1.39');
    await user.selectOptions(filters.getByLabelText('Graphics'), 'Integrated');
    await user.selectOptions(filters.getByLabelText('Operating system'), 'Windows 11 Home');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/new-product-1'));
    const [post] = callsTo(fetchMock, 'POST', /^\/api\/admin\/products$/);
    expect(post!.body).toEqual({
      name: 'Aurora Book 14',
      brand: 'Aurora',
      category: 'laptop',
      description: 'A light 14-inch laptop.',
      priceInclGst: 62_990,
      mrp: 69_990,
      stock: 8,
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      warranty: '1 Year Onsite',
      featured: true,
      // A laptop: its units' serial numbers are recorded as they ship, unless unticked.
      serialised: true,
      // Created hidden: pictures come once it exists.
      hidden: true,
      // Left blank: numbered by the shop, packed as its category usually is.
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
      heightCm: null,
      specifications: { RAM: '16 GB', Storage: '512 GB SSD' },
      attributes: {
        processorBrand: 'AMD',
        processorFamily: 'Ryzen 7',
        ramGb: 16,
        storageGb: 512,
        storageType: 'SSD',
        screenInches: 14,
        graphics: 'Integrated',
        os: 'Windows 11 Home',
        weightKg: 1.39,
      },
    });
    expect(Object.keys((post!.body as { specifications: object }).specifications)).toEqual(['RAM', 'Storage']);
    expect(success).toHaveBeenCalledWith('Product created');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Book 14' })).toBeInTheDocument();
  });

  it('shows the price before GST live as the price with GST is typed', async () => {
    const { user } = renderAdmin('/admin/products/new', () => undefined);
    const price = await screen.findByLabelText('Selling price (incl. GST)');
    expect(screen.queryByTestId('price-before-gst')).not.toBeInTheDocument();

    await user.type(price, '59999');
    expect(screen.getByTestId('price-before-gst')).toHaveTextContent('₹50,846.61 before GST at 18%');
    expect(price).toHaveAccessibleDescription(expect.stringContaining('₹50,846.61 before GST at 18%'));

    await user.clear(price);
    await user.type(price, '62990');
    expect(screen.getByTestId('price-before-gst')).toHaveTextContent('₹53,381.36 before GST at 18%');

    await user.type(price, '.5');
    expect(screen.queryByTestId('price-before-gst')).not.toBeInTheDocument(); // whole rupees only
  });

  it("refuses an MRP below the price and a laptop's specifications half filled in, before sending anything", async () => {
    const { fetchMock, user } = renderAdmin('/admin/products/new', () => undefined);
    await user.type(await screen.findByLabelText('Name'), 'Aurora Book 14');
    await user.type(screen.getByLabelText('Brand'), 'Aurora');
    await user.selectOptions(screen.getByLabelText('Category'), 'Laptops');
    await user.type(screen.getByLabelText('Description'), 'A light 14-inch laptop.');
    await user.type(screen.getByLabelText('Selling price (incl. GST)'), '62990');
    await user.type(screen.getByLabelText('MRP (incl. all taxes, optional)'), '59990');
    await user.type(screen.getByLabelText('Stock'), '8');
    const filters = within(screen.getByRole('group', { name: 'Specifications for filters' }));
    await user.selectOptions(filters.getByLabelText('Processor brand'), 'Intel');
    await user.selectOptions(filters.getByLabelText('Processor family'), 'Core i5');
    await user.type(filters.getByLabelText('Screen size (inches)'), '15.66');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    const mrp = screen.getByLabelText('MRP (incl. all taxes, optional)');
    await waitFor(() => expect(mrp).toHaveAttribute('aria-invalid', 'true'));
    expect(mrp).toHaveAccessibleDescription(expect.stringContaining(PRODUCT_MESSAGES.mrpBelowPrice));
    expect(filters.getByLabelText('RAM')).toHaveAccessibleDescription(expect.stringContaining(ALL_OR_NONE));
    expect(filters.getByLabelText('Processor brand')).not.toHaveAttribute('aria-invalid');

    // Every one filled in: the shared schema's own rules then (a screen size has one decimal).
    await user.selectOptions(filters.getByLabelText('RAM'), '16 GB');
    await user.selectOptions(filters.getByLabelText('Storage'), '512 GB');
    await user.selectOptions(filters.getByLabelText('Storage type'), 'SSD');
    await user.type(filters.getByLabelText('Weight (kg)'), '1.7');
    await user.selectOptions(filters.getByLabelText('Graphics'), 'Integrated');
    await user.selectOptions(filters.getByLabelText('Operating system'), 'Windows 11 Home');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(filters.getByLabelText('Screen size (inches)')).toHaveAccessibleDescription(expect.stringContaining('screen size has at most 1 decimal places')),
    );
    expect(filters.getByLabelText('RAM')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, 'POST', /^\/api\/admin\/products$/)).toHaveLength(0);
  });

  it("shows the server's field error at its field; a blank MRP is none, and a software product has no typed specifications", async () => {
    const { fetchMock, user } = renderAdmin('/admin/products/new', (url, init) =>
      url.pathname === '/api/admin/products' && init?.method === 'POST'
        ? { status: 400, body: { message: 'name is already taken', errors: [{ field: 'name', message: 'name is already taken' }] } }
        : undefined,
    );
    await user.type(await screen.findByLabelText('Name'), 'Aurora Book 14');
    await user.type(screen.getByLabelText('Brand'), 'Aurora');
    await user.selectOptions(screen.getByLabelText('Category'), 'Software');
    await user.type(screen.getByLabelText('Description'), 'An office suite.');
    await user.type(screen.getByLabelText('Selling price (incl. GST)'), '4999');
    await user.type(screen.getByLabelText('Stock'), '100');
    expect(screen.queryByRole('group', { name: 'Specifications for filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('name is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', /^\/api\/admin\/products$/)[0]!.body).toMatchObject({
      priceInclGst: 4_999,
      mrp: null,
      attributes: null,
      specifications: {},
    });
  });
});

describe('AdminEditProductPage', () => {
  const stored = adminProduct({
    _id: 'p-7',
    name: 'Zephyr Mouse',
    category: 'accessories',
    priceInclGst: 1_499,
    mrp: 1_999,
    attributes: { type: 'Mouse', connectivity: 'Wireless (2.4 GHz)' },
    stock: 3,
    lowStockThreshold: 3,
    specifications: { DPI: '4000' },
  });

  it('saves the edited fields (never the stock) and toasts', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock, user } = renderAdmin('/admin/products/p-7', (url, init) => {
      if (url.pathname !== '/api/admin/products/p-7') return undefined;
      return { body: init?.method === 'PATCH' ? { ...stored, name: 'Zephyr Mouse Pro' } : stored };
    });
    const name = await screen.findByLabelText('Name');
    expect(screen.queryByRole('textbox', { name: 'Stock' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Selling price (incl. GST)')).toHaveValue('1499');
    expect(screen.getByLabelText('MRP (incl. all taxes, optional)')).toHaveValue('1999');
    expect(screen.getByTestId('price-before-gst')).toHaveTextContent('₹1,270.34 before GST at 18%');
    expect(screen.getByLabelText('Accessory type')).toHaveValue('Mouse');
    expect(screen.getByLabelText('Connectivity')).toHaveValue('Wireless (2.4 GHz)');
    await user.clear(name);
    await user.type(name, 'Zephyr Mouse Pro');
    const threshold = screen.getByLabelText('Low-stock alert at');
    expect(threshold).toHaveValue('3');
    await user.clear(threshold);
    await user.type(threshold, '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Product saved'));
    const [patch] = callsTo(fetchMock, 'PATCH', /^\/api\/admin\/products\/p-7$/);
    expect(patch!.body).toEqual({
      name: 'Zephyr Mouse Pro',
      brand: stored.brand,
      category: stored.category,
      description: stored.description,
      priceInclGst: 1_499,
      mrp: 1_999,
      lowStockThreshold: 2,
      attributes: { type: 'Mouse', connectivity: 'Wireless (2.4 GHz)' },
      warranty: stored.warranty,
      hsn: stored.hsn,
      featured: false,
      serialised: false,
      specifications: { DPI: '4000' },
      sku: stored.sku,
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
      heightCm: null,
    });
  });

  it("edits the SKU, the packed weight and the box, each blank showing the category's usual; half a box is refused before sending", async () => {
    const { fetchMock, user } = renderAdmin('/admin/products/p-7', (url, init) => {
      if (url.pathname !== '/api/admin/products/p-7') return undefined;
      return { body: init?.method === 'PATCH' ? { ...stored, sku: 'ZEP-MSE-01', weightGrams: 250 } : stored };
    });
    const sku = await screen.findByLabelText('SKU');
    expect(sku).toHaveValue('SKU-00001');
    const shipping = within(screen.getByRole('group', { name: 'Packed for shipping' }));
    // A mouse's usual parcel, from the shared rule, until the shop gives its own.
    expect(shipping.getByLabelText('Weight (grams)')).toHaveAttribute('placeholder', '300');
    expect(shipping.getByLabelText('Length (cm)')).toHaveAttribute('placeholder', '20');
    expect(shipping.getByLabelText('Breadth (cm)')).toHaveAttribute('placeholder', '12');
    expect(shipping.getByLabelText('Height (cm)')).toHaveAttribute('placeholder', '8');
    expect(shipping.getByText(/Left blank, a mouse ships as 300 g in a 20 × 12 × 8 cm box\./)).toBeInTheDocument();

    await user.clear(sku);
    await user.type(sku, 'zep-mse-01');
    await user.type(shipping.getByLabelText('Weight (grams)'), '250');
    await user.type(shipping.getByLabelText('Length (cm)'), '18');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await shipping.findAllByText(PRODUCT_MESSAGES.boxAllOrNone)).toHaveLength(2);
    expect(callsTo(fetchMock, 'PATCH', /^\/api\/admin\/products\/p-7$/)).toHaveLength(0);

    await user.type(shipping.getByLabelText('Breadth (cm)'), '10');
    await user.type(shipping.getByLabelText('Height (cm)'), '6');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', /^\/api\/admin\/products\/p-7$/)).toHaveLength(1));
    const [patch] = callsTo(fetchMock, 'PATCH', /^\/api\/admin\/products\/p-7$/);
    expect(patch!.body).toMatchObject({ sku: 'ZEP-MSE-01', weightGrams: 250, lengthCm: 18, breadthCm: 10, heightCm: 6 });
  });

  it('will not show a hidden product without a picture, and says why', async () => {
    const bare = adminProduct({ _id: 'p-8', hidden: true, images: [] });
    renderAdmin('/admin/products/p-8', (url) => (url.pathname === '/api/admin/products/p-8' ? { body: bare } : undefined));
    const show = await screen.findByRole('button', { name: 'Show in shop' });
    expect(show).toBeDisabled();
    expect(show).toHaveAccessibleDescription('Add a picture to show it in the shop.');
  });

  it('asks before deleting; Keep it sends nothing, and a 409 toasts the server saying to hide it instead', async () => {
    const error = vi.spyOn(toast, 'error');
    const { fetchMock, user } = renderAdmin('/admin/products/p-7', (url, init) => {
      if (url.pathname !== '/api/admin/products/p-7') return undefined;
      if (init?.method === 'DELETE') return { status: 409, body: { message: PRODUCT_MESSAGES.orderedCannotDelete } };
      return { body: stored };
    });
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this product?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', /./)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(PRODUCT_MESSAGES.orderedCannotDelete, expect.anything()));
    expect(callsTo(fetchMock, 'DELETE', /^\/api\/admin\/products\/p-7$/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Hide from shop' })).toBeInTheDocument();
  });

  it('adjusts stock with a reason, uploads a picture as form data, and removes one', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock, user } = renderAdmin('/admin/products/p-7', (url, init) => {
      if (url.pathname === '/api/admin/products/p-7/stock') return { body: { ...stored, stock: 13 } };
      if (url.pathname === '/api/admin/products/p-7/images') return { status: init?.method === 'PATCH' ? 200 : 201, body: stored };
      if (url.pathname === '/api/admin/products/p-7') return { body: init?.method === 'PATCH' ? stored : stored };
      return undefined;
    });
    await user.type(await screen.findByLabelText('Change'), '+10');
    await user.type(screen.getByLabelText('Reason'), 'Delivery');
    await user.click(screen.getByRole('button', { name: 'Update stock' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Stock is now 13'));
    expect(callsTo(fetchMock, 'POST', /\/stock$/)[0]!.body).toEqual({ change: 10, reason: 'Delivery' });

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mouse.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload a picture'), file);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', /\/images$/)).toHaveLength(1));
    const sent = callsTo(fetchMock, 'POST', /\/images$/)[0]!.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('image')).toBe(file);

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', /\/images$/)).toHaveLength(1));
    // By its path, on the server's list: not a whole list from this page's copy.
    expect(callsTo(fetchMock, 'PATCH', /\/images$/)[0]!.body).toEqual({ action: 'remove', image: stored.images[0] });
    expect(callsTo(fetchMock, 'PATCH', /p-7$/)).toHaveLength(0);
  });

  it('makes a picture the main one by its path; one another admin removed meanwhile is toasted and the pictures reloaded', async () => {
    const error = vi.spyOn(toast, 'error');
    const pictures = adminProduct({ ...stored, images: ['/uploads/products/p-7/front-1200.webp', '/uploads/products/p-7/side-1200.webp'] });
    let gone = false;
    const { fetchMock, user } = renderAdmin('/admin/products/p-7', (url, init) => {
      if (url.pathname === '/api/admin/products/p-7/images' && init?.method === 'PATCH') {
        const change = JSON.parse(String(init.body)) as { action: string };
        if (change.action === 'remove') {
          gone = true;
          return { status: 409, body: { message: PRODUCT_MESSAGES.imageGone } };
        }
        return { body: { ...pictures, images: [...pictures.images].reverse() } };
      }
      if (url.pathname === '/api/admin/products/p-7') return { body: gone ? { ...pictures, images: [pictures.images[0]!] } : pictures };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Show picture 2 first' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', /\/images$/)[0]?.body).toEqual({ action: 'main', image: pictures.images[1] }));

    await user.click(await screen.findByRole('button', { name: 'Remove picture 2' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(PRODUCT_MESSAGES.imageGone));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove picture 2' })).not.toBeInTheDocument());
  });
});
