import type { AdminProduct } from '@store/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EyeIcon, EyeOffIcon, TrashIcon } from '@/components/ui/icons';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteProduct } from '../api/delete-product';
import { useUpdateProduct } from '../api/update-product';

export const VISIBILITY_MESSAGES = {
  hidden: 'Product hidden from the shop',
  shown: 'Product shown in the shop',
  failed: 'Could not change the visibility',
  deleted: 'Product deleted',
  deleteFailed: 'Could not delete the product',
} as const;

/** Hide from the shop and show again (kept for its orders), and delete one nobody ever ordered. */
export function ProductVisibility({ product }: { product: AdminProduct }) {
  const navigate = useNavigate();
  const update = useUpdateProduct(product._id);
  const remove = useDeleteProduct(product._id);
  const [confirming, setConfirming] = useState(false);
  // The server refuses it too: the shop shows only products with a picture.
  const needsPicture = product.hidden && product.images.length === 0;

  const toggleHidden = () =>
    update.mutate(
      { hidden: !product.hidden },
      {
        onSuccess: () => toast.success(product.hidden ? VISIBILITY_MESSAGES.shown : VISIBILITY_MESSAGES.hidden),
        onError: (error) => toast.error(errorMessage(error, VISIBILITY_MESSAGES.failed)),
      },
    );

  const deleteProduct = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        toast.success(VISIBILITY_MESSAGES.deleted);
        await navigate('/admin/products', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        // 409: it has been ordered; the server's message says to hide it instead, which the button beside does.
        toast.error(errorMessage(error, VISIBILITY_MESSAGES.deleteFailed), { duration: error instanceof ApiError && error.status === 409 ? 8000 : undefined });
      },
    });

  return (
    <section aria-labelledby="visibility-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="visibility-heading" className="text-lg font-semibold text-slate-900">
          Visibility
        </h2>
        <p className="mt-1 text-slate-700" data-testid="visibility-state">
          {product.hidden ? 'Hidden: not in the catalogue, search or checkout. Its orders keep it.' : 'Visible: customers can find and buy it.'}
        </p>
      </div>
      <div className="flex flex-col gap-3 px-4 py-5 xs:flex-row xs:flex-wrap sm:px-6">
        <Button
          variant="secondary"
          onClick={toggleHidden}
          disabled={update.isPending || needsPicture}
          aria-describedby={needsPicture ? 'visibility-needs-picture' : undefined}
        >
          {product.hidden ? <EyeIcon className="size-5" /> : <EyeOffIcon className="size-5" />}
          {product.hidden ? 'Show in shop' : 'Hide from shop'}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={remove.isPending}>
          <TrashIcon className="size-5" />
          Delete product
        </Button>
        {needsPicture && (
          <p id="visibility-needs-picture" className="text-sm text-slate-600 xs:basis-full">
            Add a picture to show it in the shop.
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this product?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        cancelLabel="Keep it"
        danger
        busy={remove.isPending}
        onConfirm={deleteProduct}
        onCancel={() => setConfirming(false)}
      >
        <p>“{product.name}” will be gone for good. A product that has been ordered cannot be deleted: hide it instead.</p>
      </ConfirmDialog>
    </section>
  );
}
