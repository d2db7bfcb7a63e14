import type { AdminShipment, ShipOrder, ShipOrders, ShipOrdersResult } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiDownload, apiRequest, errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The order, its lists and history are asked again after any courier action: the shipment changed the order too. */
function useRefreshOrder(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.order(id) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit('order', id) }),
    ]);
}

/** POST /api/admin/orders/{id}/ship: books the courier (cheapest by default), its AWB, pickup and label. */
export function useShipOrder(id: string) {
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: (choice: ShipOrder) => apiRequest<AdminShipment>(`/api/admin/orders/${encodeURIComponent(id)}/ship`, { method: 'POST', body: choice }),
    onSuccess: (shipment) =>
      toast.success(
        shipment.awb ? `Courier booked: ${shipment.courier}, AWB ${shipment.awb}` : 'The courier service is busy: the booking will be retried shortly',
      ),
    onError: (error) => toast.error(errorMessage(error, 'Could not book the courier. Please try again.')),
    onSettled: refresh,
  });
}

/** POST /api/admin/orders/{id}/ndr: another delivery attempt, or the parcel back to the shop. */
export function useNdrAction(id: string) {
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: (action: 're-attempt' | 'return') => apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/ndr`, { method: 'POST', body: { action } }),
    onSuccess: (_answer, action) => toast.success(action === 'return' ? 'The courier will bring it back' : 'The courier will try again'),
    onError: (error) => toast.error(errorMessage(error, 'The courier did not take the request. Please try again.')),
    onSettled: refresh,
  });
}

/** GET /api/admin/orders/{id}/label: the shipping label PDF, to print. */
export function useDownloadLabel(id: string) {
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await apiDownload(`/api/admin/orders/${encodeURIComponent(id)}/label`);
      saveFile(blob, filename);
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not download the label. Please try again.')),
  });
}

/** POST /api/admin/orders/ship: the chosen orders booked one after another; the answer says how each went. */
export function useShipOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipOrders) => apiRequest<ShipOrdersResult>('/api/admin/orders/ship', { method: 'POST', body }),
    onError: (error) => toast.error(errorMessage(error, 'Could not book the couriers. Please try again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
  });
}

/** GET /api/admin/orders/{labels|manifest}?ids=…: one PDF for the chosen orders, to print. */
export function useDownloadBatch(kind: 'labels' | 'manifest') {
  return useMutation({
    mutationFn: async (orderIds: string[]) => {
      const { blob, filename } = await apiDownload(`/api/admin/orders/${kind}?ids=${orderIds.map(encodeURIComponent).join(',')}`);
      saveFile(blob, filename);
    },
    onError: (error) => toast.error(errorMessage(error, `Could not download the ${kind === 'labels' ? 'labels' : 'manifest'}. Please try again.`)),
  });
}
