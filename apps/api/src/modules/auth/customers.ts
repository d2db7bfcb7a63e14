import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './auth.schema';

/**
 * Customers as other modules' admin lists show and search them, a read-only derived table to join.
 * Why a join and not a call: the lists of orders, applications, reviews and held payments are
 * searched by the customer's name, e-mail or phone and paged in SQL, which asking this module row by
 * row cannot do. PostgreSQL inlines the subquery, so it costs what joining `users` did. Only the
 * auth module's repository writes users.
 */
export const customers = new QueryBuilder().select({ id: users.id, name: users.name, email: users.email, phone: users.phone }).from(users).as('customers');
