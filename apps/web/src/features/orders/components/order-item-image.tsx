import type { OrderItem } from '@store/shared';

const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** The product's picture as bought (catalogue images are 800×600), or the placeholder. */
export function OrderItemImage({ item, className }: { item: OrderItem; className: string }) {
  return (
    <img
      src={item.product.images[0] || PLACEHOLDER_IMAGE}
      alt=""
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/3] shrink-0 self-start rounded-lg border border-slate-200 bg-slate-100 object-cover ${className}`}
    />
  );
}
