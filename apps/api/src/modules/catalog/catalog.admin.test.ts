import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HSN_MESSAGE,
  LOW_STOCK_THRESHOLD,
  PRODUCT_MESSAGES,
  SKU_MESSAGE,
  type AdminProduct,
  type AdminProductPage,
  type AuditPage,
  type Product,
  type ProductListResponse,
} from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { bearer, createAdminTestApp, type TestApp } from '../../../test/test-app';

/** Products from the admin console (issue 11): create, edit every field, stock with a reason, the list. */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());
const as = bearer;
const send = (method: 'POST' | 'PATCH', url: string, payload: object, by: MadeUser = admin) => t.app.inject({ method, url, headers: as(by), payload });

const NEW_LAPTOP = {
  name: 'Aurora Book 14 (Ryzen 7, 16 GB)',
  description: 'A light 14-inch laptop with a bright screen and a full day of battery.',
  brand: 'Aurora',
  category: 'laptop',
  priceInclGst: 62_990,
  mrp: 69_990,
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
  stock: 8,
  warranty: '1 Year Onsite',
  featured: true,
  specifications: { Processor: 'AMD Ryzen 7 7730U', RAM: '16 GB DDR4', Storage: '512 GB SSD', Display: '14" 1920×1200' },
  images: ['/images/products/aurora-book-14-1.svg'],
};

describe('admin products', () => {
  it('creates a product with every field: it is in the catalogue and its search at once, and audited', async () => {
    const created = await send('POST', '/api/admin/products', NEW_LAPTOP);
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    // The price before tax and the MRP's are on the SPEC's GST-exclusive basis, found inside the prices with GST.
    expect(product).toMatchObject({
      ...NEW_LAPTOP,
      price: 53_381.36,
      originalPrice: 59_313.56,
      discountPercent: 10,
      hasOffer: true,
      ratings: { average: 0, count: 0 },
    });
    expect(Object.keys(product.specifications)).toEqual(['Processor', 'RAM', 'Storage', 'Display']);

    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` });
    expect(detail.json<Product>().name).toBe(NEW_LAPTOP.name);
    const found = (await t.app.inject({ method: 'GET', url: '/api/products?search=aurora%20ryzen' })).json<ProductListResponse>();
    expect(found.products.map((p) => p._id)).toContain(product._id);

    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${product._id}`, headers: as(admin) })).json<AuditPage>();
    expect(audit.entries).toMatchObject([{ action: 'product.create', actor: admin.email, after: { name: NEW_LAPTOP.name, priceInclGst: 62_990, stock: 8 } }]);
  });

  it('refuses bad products with a clear message, and anything from a customer', async () => {
    const cases: Array<[object, string]> = [
      [{ ...NEW_LAPTOP, mrp: 50_000 }, 'MRP must be at least the selling price (both include GST)'],
      [{ ...NEW_LAPTOP, priceInclGst: 62_990.5 }, 'priceInclGst must be a whole number'],
      [{ ...NEW_LAPTOP, attributes: { ...NEW_LAPTOP.attributes, ramGb: 10 } }, 'RAM must be one of 4, 8, 12, 16'],
      [{ ...NEW_LAPTOP, attributes: { ...NEW_LAPTOP.attributes, processorFamily: 'M3' } }, 'processor family must be one of its brand’s'],
      [{ ...NEW_LAPTOP, attributes: { type: 'Mouse', connectivity: 'Wired' } }, 'processor brand must be one of'],
      [{ ...NEW_LAPTOP, category: 'services' }, 'Only laptops and accessories have typed specifications'],
      [{ ...NEW_LAPTOP, price: 62_990 }, ''],
      [{ ...NEW_LAPTOP, images: ['https://evil.example/x.png'] }, 'images must be pictures uploaded to the shop (paths starting with /images/ or /uploads/)'],
      [{ ...NEW_LAPTOP, images: ['/images/../../etc/passwd'] }, 'images must be pictures uploaded to the shop (paths starting with /images/ or /uploads/)'],
      [{ ...NEW_LAPTOP, category: 'phones' }, 'category must be one of laptop, accessories'],
      [{ ...NEW_LAPTOP, ratingAverage: 5 }, ''],
      [{ ...NEW_LAPTOP, specifications: { RAM: '' } }, 'A specification needs a value'],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/admin/products', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(res.json().message).toContain(message);
    }
    const customer = await t.make.makeUser();
    expect((await send('POST', '/api/admin/products', NEW_LAPTOP, customer)).statusCode).toBe(403);
  });

  it('edits every field; an MRP below the price is refused against what is stored', async () => {
    const product = await t.make.makeProduct({ priceInclGst: 1_000, mrp: 1_200 });
    const edited = await send('PATCH', `/api/admin/products/${product._id}`, {
      category: 'accessories',
      attributes: { type: 'Keyboard', connectivity: 'Wired' },
      specifications: { Colour: 'Black', Connection: 'USB-C' },
      // Without pictures only while hidden.
      images: [],
      hidden: true,
      lowStockThreshold: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Product>()).toMatchObject({ category: 'accessories', specifications: { Colour: 'Black', Connection: 'USB-C' }, images: [] });
    const stored = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${product._id}`, headers: as(admin) })).json<AdminProduct>();
    expect(stored).toMatchObject({ hidden: true, lowStockThreshold: 2 });
    const below = await send('PATCH', `/api/admin/products/${product._id}`, { priceInclGst: 1_500 });
    expect([below.statusCode, below.json().message]).toEqual([400, 'MRP must be at least the selling price (both include GST)']);
    const wrongKind = await send('PATCH', `/api/admin/products/${product._id}`, { category: 'laptop' });
    expect([wrongKind.statusCode, wrongKind.json().message]).toEqual([400, 'processor brand must be one of Intel, AMD, Apple, Qualcomm, MediaTek']);
    expect((await send('PATCH', `/api/admin/products/${product._id}`, { priceInclGst: 1_500, mrp: null })).json<Product>()).toMatchObject({
      priceInclGst: 1_500,
      price: 1_271.19,
      originalPrice: 1_271.19,
      mrp: null,
      discountPercent: 0,
      hasOffer: false,
    });
  });

  it('shows a product in the shop only with a picture: created hidden without one, refused visible', async () => {
    const bare = { ...NEW_LAPTOP, name: 'Aurora Book 14 (no pictures yet)', images: [] };
    const refused = await send('POST', '/api/admin/products', bare);
    expect([refused.statusCode, refused.json().message]).toEqual([400, PRODUCT_MESSAGES.visibleNeedsImage]);
    const created = await send('POST', '/api/admin/products', { ...bare, hidden: true, lowStockThreshold: 3 });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/admin/products/${created.json<Product>()._id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: as(admin) })).json<AdminProduct>()).toMatchObject({ hidden: true, lowStockThreshold: 3 });

    const shown = await send('PATCH', url, { hidden: false });
    expect([shown.statusCode, shown.json().message]).toEqual([400, PRODUCT_MESSAGES.visibleNeedsImage]);
    expect((await send('PATCH', url, { hidden: false, images: ['/images/products/aurora-book-14-1.svg'] })).statusCode).toBe(200);
    // Its last picture cannot go while it is shown, by an edit or by the picture's own route.
    const emptied = await send('PATCH', url, { images: [] });
    expect([emptied.statusCode, emptied.json().message]).toEqual([400, PRODUCT_MESSAGES.lastImageOfVisible]);
    const removed = await send('PATCH', `${url}/images`, { action: 'remove', image: '/images/products/aurora-book-14-1.svg' });
    expect([removed.statusCode, removed.json().message]).toEqual([400, PRODUCT_MESSAGES.lastImageOfVisible]);
    // Hidden, it may lose them.
    expect((await send('PATCH', url, { hidden: true, images: [] })).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/products', { ...bare, lowStockThreshold: -1, hidden: true })).json().message).toBe(
      'lowStockThreshold must be 0 or more',
    );
  });

  it('adjusts stock with a reason, never below 0, exactly under concurrency; audited with the reason', async () => {
    const product = await t.make.makeProduct({ stock: 3 });
    const url = `/api/admin/products/${product._id}/stock`;
    expect((await send('POST', url, { change: 10, reason: 'Delivery from the distributor' })).json<Product>().stock).toBe(13);
    const tooMany = await send('POST', url, { change: -14, reason: 'Stock count' });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, 'Stock cannot go below 0: there are 13 in stock']);
    expect((await send('POST', url, { change: 0, reason: 'nothing' })).json().message).toBe('change must not be 0');
    expect((await send('POST', url, { change: -1 })).json().message).toBe('Please give a reason for the stock change');
    expect((await send('POST', `/api/admin/products/00000000-0000-4000-8000-000000000000/stock`, { change: 1, reason: 'Delivery' })).statusCode).toBe(404);

    // 20 breakages recorded at once against 13 in stock: exactly 13 go through.
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', url, { change: -1, reason: 'Damaged in the shop' })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(13);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(7);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).json<Product>().stock).toBe(0);

    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${product._id}`, headers: as(admin) })).json<AuditPage>();
    expect(audit.total).toBe(14);
    expect(audit.entries.at(-1)).toMatchObject({
      action: 'product.stock',
      before: { stock: 3 },
      after: { stock: 13, reason: 'Delivery from the distributor' },
    });
  });

  it('keeps an HSN/SAC code for the invoices: its category’s unless given, 4, 6 or 8 digits', async () => {
    const mouse = await send('POST', '/api/admin/products', {
      ...NEW_LAPTOP,
      name: 'Wombat Silent Mouse',
      category: 'accessories',
      attributes: { type: 'Mouse', connectivity: 'Wireless (2.4 GHz)' },
    });
    expect(mouse.statusCode, mouse.body).toBe(201);
    const url = `/api/admin/products/${mouse.json<Product>()._id}`;
    const hsnOf = async () => (await t.app.inject({ method: 'GET', url, headers: as(admin) })).json<AdminProduct>().hsn;
    expect(await hsnOf()).toBe('8471 60');
    const bad = await send('PATCH', url, { hsn: '84713' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, HSN_MESSAGE]);
    expect((await send('PATCH', url, { hsn: ' 84716090 ' })).statusCode).toBe(200);
    expect(await hsnOf()).toBe('84716090');
    const service = await send('POST', '/api/admin/products', {
      ...NEW_LAPTOP,
      name: 'Wombat Doorstep Repair',
      category: 'services',
      attributes: null,
      hsn: '998713',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/products/${service.json<Product>()._id}`, headers: as(admin) })).json<AdminProduct>().hsn,
    ).toBe('998713');
  });

  it('keeps a SKU (numbered unless given, unique) and a packed weight and box (the category’s unless given, whole or none)', async () => {
    const numbered = await send('POST', '/api/admin/products', { ...NEW_LAPTOP, name: 'Wombat Numbered Laptop' });
    expect(numbered.statusCode, numbered.body).toBe(201);
    const url = `/api/admin/products/${numbered.json<Product>()._id}`;
    const stored = async () => (await t.app.inject({ method: 'GET', url, headers: as(admin) })).json<AdminProduct>();
    expect(await stored()).toMatchObject({ weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null });
    expect((await stored()).sku).toMatch(/^SKU-\d{5}$/);

    const own = await send('POST', '/api/admin/products', {
      ...NEW_LAPTOP,
      name: 'Wombat Own SKU Laptop',
      sku: ' wmb-lap-14 ',
      weightGrams: 1900,
      lengthCm: 40,
      breadthCm: 30,
      heightCm: 8,
    });
    expect(own.statusCode, own.body).toBe(201);
    const ownUrl = `/api/admin/products/${own.json<Product>()._id}`;
    expect((await t.app.inject({ method: 'GET', url: ownUrl, headers: as(admin) })).json<AdminProduct>()).toMatchObject({
      sku: 'WMB-LAP-14',
      weightGrams: 1900,
      lengthCm: 40,
      breadthCm: 30,
      heightCm: 8,
    });

    const taken = await send('POST', '/api/admin/products', { ...NEW_LAPTOP, name: 'Wombat Copy', sku: 'WMB-LAP-14' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, PRODUCT_MESSAGES.skuTaken]);
    const takenEdit = await send('PATCH', url, { sku: 'wmb-lap-14' });
    expect([takenEdit.statusCode, takenEdit.json().message]).toEqual([409, PRODUCT_MESSAGES.skuTaken]);
    const badSku = await send('PATCH', url, { sku: 'has space' });
    expect([badSku.statusCode, badSku.json().message]).toEqual([400, SKU_MESSAGE]);
    const halfBox = await send('POST', '/api/admin/products', { ...NEW_LAPTOP, name: 'Wombat Half Box', lengthCm: 40 });
    expect([halfBox.statusCode, halfBox.json().message]).toEqual([400, PRODUCT_MESSAGES.boxAllOrNone]);
    // Against what is stored: taking one side off a whole box leaves half a box.
    const halfEdit = await send('PATCH', ownUrl, { heightCm: null });
    expect([halfEdit.statusCode, halfEdit.json().message]).toEqual([400, PRODUCT_MESSAGES.boxAllOrNone]);

    const edited = await send('PATCH', url, { sku: 'WMB-LAP-15', weightGrams: 2100, lengthCm: 42, breadthCm: 31, heightCm: 9 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored()).toMatchObject({ sku: 'WMB-LAP-15', weightGrams: 2100, lengthCm: 42, breadthCm: 31, heightCm: 9 });
    expect((await send('PATCH', url, { weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null });
  });

  it('lists every product with search, category, stock state and featured filters', async () => {
    const out = await t.make.makeProduct({ name: 'Zephyr Mouse Out', brand: 'Zephyr', category: 'accessories', stock: 0 });
    const low = await t.make.makeProduct({ name: 'Zephyr Mouse Low', brand: 'Zephyr', category: 'accessories', stock: 4 });
    const plenty = await t.make.makeProduct({ name: 'Zephyr Laptop', brand: 'Zephyr', category: 'laptop', stock: 40, featured: true });
    const ids = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/products?search=zephyr&${query}`, headers: as(admin) }))
        .json<AdminProductPage>()
        .products.map((p) => p._id);
    expect(new Set(await ids(''))).toEqual(new Set([out._id, low._id, plenty._id]));
    expect(await ids('stock=out')).toEqual([out._id]);
    expect(await ids('stock=low')).toEqual([low._id]);
    expect(await ids('stock=in')).toEqual([plenty._id]);
    expect(await ids('category=laptop')).toEqual([plenty._id]);
    expect(await ids('featured=true')).toEqual([plenty._id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products?stock=some', headers: as(admin) })).statusCode).toBe(400);
  });
});

describe('hiding and deleting', () => {
  it('a hidden product leaves the storefront (list, search, featured, its page, sitemap, checkout) but stays for the shop, and comes back when shown', async () => {
    const product = await t.make.makeProduct({
      name: 'Quokka Hideable Keyboard',
      brand: 'Quokka',
      category: 'accessories',
      featured: true,
      stock: 5,
      priceInclGst: 1_000,
    });
    const visible = async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/products?category=accessories&limit=48' })).json<ProductListResponse>();
      const search = (await t.app.inject({ method: 'GET', url: '/api/products?search=quokka' })).json<ProductListResponse>();
      const featured = (await t.app.inject({ method: 'GET', url: '/api/products/featured/list' })).json<Product[]>();
      const page = await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` });
      const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      return [
        list.products.some((p) => p._id === product._id),
        search.total > 0,
        featured.some((p) => p._id === product._id),
        page.statusCode === 200,
        sitemap.includes(product._id),
      ];
    };
    expect(await visible()).toEqual([true, true, true, true, true]);

    expect((await send('PATCH', `/api/admin/products/${product._id}`, { hidden: true })).statusCode).toBe(200);
    expect(await visible()).toEqual([false, false, false, false, false]);
    const shop = (await t.app.inject({ method: 'GET', url: '/api/admin/products?search=quokka', headers: as(admin) })).json<AdminProductPage>();
    expect(shop.products).toMatchObject([{ _id: product._id, hidden: true }]);

    const buyer = await t.make.makeUser();
    const address = { name: 'Asha Verma', phone: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: as(buyer),
      payload: { amount: 1_180, items: [{ productId: product._id, quantity: 1 }], shippingAddress: address },
    });
    expect(refused.statusCode).toBe(409);

    expect((await send('PATCH', `/api/admin/products/${product._id}`, { hidden: false })).statusCode).toBe(200);
    expect(await visible()).toEqual([true, true, true, true, true]);
  });

  it('reads one product for the edit page, hidden ones too; 404 for an unknown id, 401 for a guest, 403 for a customer', async () => {
    const product = await t.make.makeProduct({ name: 'Wombat Hidden Stand', brand: 'Wombat', stock: 7 });
    expect((await send('PATCH', `/api/admin/products/${product._id}`, { hidden: true })).statusCode).toBe(200);
    const url = `/api/admin/products/${product._id}`;

    const read = await t.app.inject({ method: 'GET', url, headers: as(admin) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<AdminProduct>()).toEqual({
      ...product,
      hidden: true,
      hsn: '8471 30',
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      sku: expect.stringMatching(/^SKU-\d{5}$/),
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
      heightCm: null,
      // A laptop: its units get serial numbers unless the shop says otherwise.
      serialised: true,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).statusCode).toBe(404);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/products/00000000-0000-4000-8000-000000000000', headers: as(admin) });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Product not found']);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/admin/products/not-an-id', headers: as(admin) });
    expect(malformed.statusCode).toBe(404);

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const customer = await t.make.makeUser();
    expect((await t.app.inject({ method: 'GET', url, headers: as(customer) })).statusCode).toBe(403);
  });

  it('deletes a product nobody ordered; one that was ordered must be hidden instead', async () => {
    const unordered = await t.make.makeProduct();
    const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: as(admin) });
    expect((await remove(unordered._id)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${unordered._id}` })).statusCode).toBe(404);
    expect((await remove(unordered._id)).statusCode).toBe(404);

    const ordered = await t.make.makeProduct();
    const buyer = await t.make.makeUser();
    await t.make.makeOrder(buyer.id, [{ product: ordered, quantity: 1 }]);
    const refused = await remove(ordered._id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This product has been ordered, so it cannot be deleted: hide it instead']);
    const customer = await t.make.makeUser();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${ordered._id}`, headers: as(customer) })).statusCode).toBe(403);
    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${unordered._id}`, headers: as(admin) })).json<AuditPage>();
    expect(audit.entries.map((entry) => entry.action)).toEqual(['product.delete']);
  });
});
