import { useParams } from '../../../lib/router';
import { MissingOrder } from '../components/missing-order';
import { OrderDetail } from '../components/order-detail';

/** `device/InputOrderDetail` at /inputOrderDetail/:id: receive a stock-in order's devices by scanning. */
export default function InputOrderDetailScreen() {
  const id = Number(useParams().id);
  // Keyed by id: the tab keeps this screen alive, and another order must start with a clean form.
  return Number.isInteger(id) && id > 0 ? (
    <OrderDetail key={id} kind="input" id={id} />
  ) : (
    <MissingOrder kind="input" />
  );
}
