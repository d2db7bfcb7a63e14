/** A review's photos as thumbnails, each a link to the full picture (new tab), so a shopper can look closely. */
export function ReviewPhotos({ photos, author }: { photos: string[]; author: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`Photos from ${author}`}>
      {photos.slice(0, 3).map((photo, index) => (
        <li key={photo}>
          <a
            href={photo}
            target="_blank"
            rel="noopener noreferrer"
            className="block overflow-hidden rounded-xl border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <img
              src={photo}
              alt={`Photo ${index + 1} from ${author} (opens the full image)`}
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
              className="size-20 bg-slate-50 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
