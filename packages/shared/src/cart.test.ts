import { describe, expect, it } from 'vitest';
import { cartChangesMessage, cartMergeMessage } from './cart';

describe('the saved cart’s rules', () => {
  it('explains a merge in one message, and says nothing when there is nothing to say', () => {
    expect(cartMergeMessage(0, [])).toBeNull();
    expect(cartMergeMessage(1, [])).toBe('We added 1 item from this device to the cart saved in your account.');
    expect(cartMergeMessage(0, [{ productId: 'p', name: 'Webcam', kind: 'sold-out', quantity: 0 }])).toBe('Webcam is out of stock and was removed.');
    expect(cartChangesMessage([])).toBeNull();
    expect(
      cartChangesMessage([
        { productId: 'a', name: '', kind: 'unavailable', quantity: 0 },
        { productId: 'b', name: 'Cable', kind: 'cart-full', quantity: 0 },
      ]),
    ).toBe('Your cart was updated: A product is no longer available and was removed; Cable did not fit (a cart holds at most 50 products).');
  });
});
