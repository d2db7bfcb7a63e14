import { useState } from 'react';
import { IMAGE_HEIGHT, IMAGE_WIDTH, PLACEHOLDER_IMAGE } from '../product-image';

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const pictures = images.length > 0 ? images : [PLACEHOLDER_IMAGE];
  const [selected, setSelected] = useState(0);
  const current = pictures[Math.min(selected, pictures.length - 1)] ?? PLACEHOLDER_IMAGE;

  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white">
        <img
          src={current}
          alt={pictures.length > 1 ? `${name}, image ${selected + 1} of ${pictures.length}` : name}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          fetchPriority="high"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </div>
      {pictures.length > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:gap-3" aria-label="Product images">
          {pictures.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${pictures.length}`}
                aria-pressed={index === selected}
                className={`block w-full overflow-hidden rounded-xl border-2 bg-white transition-colors ${
                  index === selected ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <img
                  src={src}
                  alt=""
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
