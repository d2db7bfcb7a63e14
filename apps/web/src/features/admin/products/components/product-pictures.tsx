import { PRODUCT_LIMITS, type AdminProduct, type ProductImageChange } from '@store/shared';
import { useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { PlusSquareIcon, TrashIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useChangeProductImage } from '../api/change-product-image';
import { useUploadProductImage } from '../api/upload-product-image';

/** What the upload control offers; the server checks the bytes themselves whatever the file is called. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export const PICTURE_MESSAGES = {
  uploaded: 'Picture added',
  uploadFailed: 'Could not upload the picture',
  removed: 'Picture removed',
  removeFailed: 'Could not remove the picture',
  moved: 'Main picture changed',
  moveFailed: 'Could not change the main picture',
} as const;

/** The product's pictures, the first being the one the catalogue shows: upload, remove, move first. */
export function ProductPictures({ product }: { product: AdminProduct }) {
  const upload = useUploadProductImage(product._id);
  const change = useChangeProductImage(product._id);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const full = product.images.length >= PRODUCT_LIMITS.images;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(PICTURE_MESSAGES.uploaded),
      onError: (error) => toast.error(errorMessage(error, PICTURE_MESSAGES.uploadFailed)),
      // The same file may be chosen again (after a failure, say).
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };

  const changeImage = (request: ProductImageChange, done: string, failed: string) =>
    change.mutate(request, { onSuccess: () => toast.success(done), onError: (error) => toast.error(errorMessage(error, failed)) });

  return (
    <section aria-labelledby="pictures-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="pictures-heading" className="text-lg font-semibold text-slate-900">
          Pictures
        </h2>
        <p className="mt-1 text-sm text-slate-600">The main picture is the one the catalogue shows. Up to {PRODUCT_LIMITS.images}.</p>
      </div>
      <div className="space-y-4 px-4 py-5 sm:px-6">
        {product.images.length === 0 ? (
          <p className="text-sm text-slate-600">No pictures yet: the shop shows a placeholder.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
            {product.images.map((image, index) => (
              <li key={image} className="overflow-hidden rounded-xl border border-slate-200">
                <img
                  src={image}
                  alt={`Picture ${index + 1} of ${product.name}`}
                  width={200}
                  height={150}
                  className="aspect-[4/3] w-full bg-slate-50 object-contain"
                />
                <div className="flex flex-col gap-1 border-t border-slate-200 p-1.5">
                  {index === 0 ? (
                    <p className="flex h-9 items-center justify-center text-xs font-semibold uppercase tracking-wide text-brand-700">Main picture</p>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      aria-label={`Show picture ${index + 1} first`}
                      disabled={change.isPending}
                      onClick={() => changeImage({ action: 'main', image }, PICTURE_MESSAGES.moved, PICTURE_MESSAGES.moveFailed)}
                    >
                      Make main
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800"
                    aria-label={`Remove picture ${index + 1}`}
                    disabled={change.isPending}
                    onClick={() => changeImage({ action: 'remove', image }, PICTURE_MESSAGES.removed, PICTURE_MESSAGES.removeFailed)}
                  >
                    <TrashIcon className="size-4" />
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div>
          <label
            htmlFor={inputId}
            className={`inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
              full || upload.isPending ? 'pointer-events-none opacity-60' : ''
            }`}
          >
            <PlusSquareIcon className="size-5" />
            {upload.isPending ? 'Uploading...' : 'Upload a picture'}
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-describedby={hintId}
              disabled={full || upload.isPending}
              className="sr-only"
              onChange={(event) => onFile(event.target.files?.[0])}
            />
          </label>
          <p id={hintId} className="mt-1.5 text-sm text-slate-600">
            {full ? `This product has ${PRODUCT_LIMITS.images} pictures: remove one to add another.` : 'JPEG, PNG, WebP or AVIF, up to 8 MB.'}
          </p>
        </div>
      </div>
    </section>
  );
}
