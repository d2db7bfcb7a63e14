/** The shop's placeholder stands in for a product without pictures, as on the storefront. */
const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** A small square picture of a product; decorative, as its name is always beside it. */
export function ProductThumbnail({ src, className = '' }: { src: string | undefined; className?: string }) {
  return (
    <img
      src={src ?? PLACEHOLDER_IMAGE}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className={`shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain ${className}`}
    />
  );
}
