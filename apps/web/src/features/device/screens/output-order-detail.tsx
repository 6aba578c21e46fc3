import { useParams } from '../../../lib/router';
import { MissingOrder } from '../components/missing-order';
import { OrderDetail } from '../components/order-detail';

/** `device/OutputOrderDetail` at /outputOrderDetail/:id: issue a stock-out order's devices by scanning. */
export default function OutputOrderDetailScreen() {
  const id = Number(useParams().id);
  // Keyed by id: the tab keeps this screen alive, and another order must start with a clean form.
  return Number.isInteger(id) && id > 0 ? (
    <OrderDetail key={id} kind="output" id={id} />
  ) : (
    <MissingOrder kind="output" />
  );
}
