import { randomUUID } from 'node:crypto';
import {
  defaultHsn,
  GST_PERCENT,
  inclusiveTotals,
  type ApplicationStatus,
  type OrderStatus,
  type Product,
  type ShippingAddress,
  type User,
} from '@store/shared';
import type { Database } from '../db/client';
import { createApplicationRepository, createIdentityVault } from '../modules/applications';
import { AUTH_LIMITS, createAuthRepository, hashPassword, hashToken, newToken, toUser } from '../modules/auth';
import { createCatalogRepository, type CatalogService, type NewProduct } from '../modules/catalog';
import { createOrderRepository } from '../modules/orders';
import { createRefundRepository, orderMoneyReader } from '../modules/payments';

/**
 * Records as the app itself would write them, through the modules' public entries: the seed and every
 * test make their users, products, orders and applications here, so a change of shape is made once.
 */
export interface FactoryOptions {
  /** Products then go through the catalogue service, so a running app's cache sees them at once. */
  catalog?: Pick<CatalogService, 'add'>;
  /** AUTH_SECRET of the app the records are for (applications' identity numbers are encrypted with it). */
  secret?: string;
}

export interface MadeUser {
  id: string;
  user: User;
  email: string;
  password: string;
  /** A live session's bearer token. */
  token: string;
}

export interface OrderLine {
  product: Pick<Product, '_id' | 'name' | 'brand' | 'priceInclGst' | 'images'>;
  quantity: number;
  /** The line's picture; the product's first image if not given. */
  image?: string;
}

export const TEST_PASSWORD = 'secret123';
const DEFAULT_ADDRESS: ShippingAddress = {
  name: 'Asha Verma',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

export function createFactories(db: Database, options: FactoryOptions = {}) {
  const auth = createAuthRepository(db);
  const catalog = createCatalogRepository(db);
  const refunds = createRefundRepository(db);
  const orders = createOrderRepository(db, orderMoneyReader(refunds));
  const applications = createApplicationRepository(db);
  const vault = createIdentityVault(options.secret ?? 'development-only-secret-do-not-use-in-production');
  // Argon2 takes tens of milliseconds on purpose; tests reuse a few passwords many times.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    return hashes.get(password)!;
  };
  const unique = () => randomUUID().slice(0, 8);

  const addProducts = (rows: NewProduct[], tx: Database = db) => (options.catalog ? options.catalog.add(rows, tx) : catalog.insert(rows, tx));

  return {
    /** A product row with plausible values; `overrides` win. */
    productRow(overrides: Partial<NewProduct> = {}): NewProduct {
      const slug = overrides.slug ?? `test-product-${unique()}`;
      return {
        slug,
        name: `Test Laptop ${slug.slice(-8)}`,
        description: 'A laptop made for a test.',
        brand: 'Dell',
        category: 'laptop',
        priceInclGst: 59_000,
        // An MRP only beside the default price: a test that sets its own price gets none, never one below it.
        mrp: overrides.priceInclGst === undefined ? 64_900 : null,
        stock: 10,
        attributes:
          (overrides.category ?? 'laptop') === 'laptop'
            ? {
                processorBrand: 'Intel',
                processorFamily: 'Core i5',
                ramGb: 16,
                storageGb: 512,
                storageType: 'SSD',
                screenInches: 15.6,
                graphics: 'Integrated',
                os: 'Windows 11 Home',
                weightKg: 1.7,
              }
            : null,
        images: [`/images/products/${slug}-1.svg`],
        specifications: { Processor: 'Intel Core i5' },
        warranty: '1 Year',
        featured: false,
        ...overrides,
        hsn: overrides.hsn ?? defaultHsn(overrides.category ?? 'laptop', overrides.name ?? ''),
      };
    },

    /** Writes products as they are given (seed rows, or productRow()s); their ids. */
    makeProducts: addProducts,

    async makeProduct(overrides: Partial<NewProduct> = {}): Promise<Product> {
      const [id] = await addProducts([this.productRow(overrides)]);
      return (await catalog.findById(id!))!;
    },

    /** A customer (or admin) with a verified address and a live session, unless told otherwise. */
    async makeUser(
      overrides: { name?: string; email?: string; password?: string; phone?: string; role?: User['role']; verified?: boolean } = {},
    ): Promise<MadeUser> {
      const password = overrides.password ?? TEST_PASSWORD;
      const email = (overrides.email ?? `user.${unique()}@example.in`).toLowerCase();
      const row = await auth.insertUser({
        name: overrides.name ?? 'Asha Verma',
        email,
        phone: overrides.phone ?? '9876543210',
        passwordHash: await hashOf(password),
        role: overrides.role ?? 'customer',
        emailVerifiedAt: overrides.verified === false ? null : new Date(),
      });
      if (!row) throw new Error(`makeUser: ${email} is taken`);
      const token = newToken();
      await auth.insertSession({ userId: row.id, tokenHash: hashToken(token) }, AUTH_LIMITS.sessionTtlDays);
      return { id: row.id, user: toUser(row), email, password, token };
    },

    /** An order of these lines, priced as checkout prices them (tax by the shared rule). */
    async makeOrder(
      userId: string,
      lines: OrderLine[],
      overrides: {
        status?: OrderStatus;
        createdAt?: Date;
        shippingAddress?: ShippingAddress;
        paymentStatus?: string;
        paymentMethod?: string;
        trackingNumber?: string;
      } = {},
    ): Promise<string> {
      const { taxablePaise, gstPaise, total } = inclusiveTotals(lines.map(({ product, quantity }) => ({ priceInclGst: product.priceInclGst, quantity })));
      const paymentId = `pay_${unique()}${unique()}`.slice(0, 18);
      const paid = (overrides.paymentStatus ?? 'completed') === 'completed';
      // Each line keeps its product's HSN code, serial numbering and warranty as they are now, as checkout keeps them.
      const soldAs = new Map(
        (
          await catalog.lockForSale(
            lines.map((line) => line.product._id),
            db,
            false,
          )
        ).map((row) => [row.id, row]),
      );
      const { _id: orderId } = await orders.insert(
        {
          userId,
          subtotalPaise: taxablePaise,
          taxPaise: gstPaise,
          total,
          status: overrides.status ?? 'pending',
          shippingAddress: overrides.shippingAddress ?? DEFAULT_ADDRESS,
          paymentMethod: overrides.paymentMethod ?? 'card',
          paymentStatus: overrides.paymentStatus ?? 'completed',
          paymentId,
          trackingNumber: overrides.trackingNumber ?? '',
          ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
        },
        lines.map(({ product, quantity, image }) => ({
          productId: product._id,
          name: product.name,
          brand: product.brand,
          image: image ?? product.images[0] ?? '',
          unitPricePaise: product.priceInclGst * 100,
          quantity,
          hsn: soldAs.get(product._id)?.hsn ?? '',
          gstRate: GST_PERCENT,
          serialised: soldAs.get(product._id)?.serialised ?? false,
          warranty: soldAs.get(product._id)?.warranty ?? '',
        })),
      );
      // The payment it was paid with, as checkout records it (refunds are counted against it).
      if (paid)
        await refunds.recordPayment(
          { id: paymentId, checkoutId: null, orderId, amount: total * 100, currency: 'INR', method: overrides.paymentMethod ?? 'card' },
          db,
        );
      return orderId;
    },

    /** A personal-loan application of the user's, as the form would submit it. */
    async makeApplication(userId: string, overrides: { status?: ApplicationStatus; adminNotes?: string } = {}): Promise<string> {
      const id = randomUUID();
      const identity = { panNumber: 'ABCDE1234F', aadharNumber: '234567890123' };
      await applications.insert({
        id,
        userId,
        type: 'loan',
        subType: 'personal',
        status: overrides.status ?? 'pending',
        adminNotes: overrides.adminNotes ?? '',
        personalInfo: {
          fullName: 'Asha Verma',
          email: 'asha@example.in',
          phone: '9876543210',
          dateOfBirth: '1990-04-12',
          gender: 'female',
          maritalStatus: 'single',
          address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
        },
        financialInfo: { monthlyIncome: 80_000, employmentType: 'salaried', companyName: 'Infosys' },
        panLast4: identity.panNumber.slice(-4),
        aadharLast4: identity.aadharNumber.slice(-4),
        identityCiphertext: vault.encrypt(identity, id),
        specificDetails: { loanAmount: 500_000, loanTenure: 36, purpose: 'home_renovation', existingLoans: '' },
        statusHistory: [
          { status: 'pending', at: new Date().toISOString() },
          ...(overrides.status && overrides.status !== 'pending' ? [{ status: overrides.status, at: new Date().toISOString() }] : []),
        ],
      });
      return id;
    },
  };
}

export type Factories = ReturnType<typeof createFactories>;
