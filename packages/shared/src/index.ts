export * from './constants';
export * from './money';
export * from './errors';
export * from './product';
export * from './auth';
export * from './contact';
export * from './application';
export * from './order';
