import { OrderReport } from '@/features/orders/components/order-report';

/** /reports/closed-orders (spec 001 §2): the files closed in the range, with the 'T'/'S' badge. */
export function ClosedOrdersRoute() {
  return <OrderReport kind="closed" />;
}
