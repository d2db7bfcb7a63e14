import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect, withRedirect } from './redirect';

describe('safeRedirect', () => {
  it('follows paths on this site', () => {
    expect(safeRedirect('/cart')).toBe('/cart');
    expect(safeRedirect('/products?search=dell&page=2')).toBe('/products?search=dell&page=2');
  });

  it('falls back to / for anything else', () => {
    for (const value of [null, '', 'cart', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeRedirect(value)).toBe('/');
    }
  });
});

describe('loginPathFor', () => {
  it('keeps the path readable and the query encoded', () => {
    expect(loginPathFor('/profile')).toBe('/login?redirect=/profile');
    expect(loginPathFor('/orders/abc?x=1&y=2')).toBe('/login?redirect=/orders/abc%3Fx%3D1%26y%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });
});

describe('withRedirect', () => {
  it('carries the destination from one auth page to the next', () => {
    expect(withRedirect('/register', '/checkout')).toBe('/register?redirect=/checkout');
    expect(withRedirect('/verify-otp', '/products?search=dell')).toBe('/verify-otp?redirect=/products%3Fsearch%3Ddell');
    expect(withRedirect('/verify-otp', '/')).toBe('/verify-otp');
  });
});
