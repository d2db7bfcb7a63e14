import { QueryBuilder } from 'drizzle-orm/pg-core';
import { products } from './catalog.schema';

/**
 * Products' names as other modules' admin lists show them (reviews name their product), a read-only
 * derived table to join: those lists are paged in SQL. Only the catalogue's repository writes products.
 */
export const productNames = new QueryBuilder().select({ id: products.id, name: products.name }).from(products).as('product_names');
