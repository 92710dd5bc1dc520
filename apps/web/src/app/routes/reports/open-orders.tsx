import { OrderReport } from '@/features/orders/components/order-report';

/** /reports/open-orders (spec 001 §2): the files opened in the range; every filter in the address. */
export function OpenOrdersRoute() {
  return <OrderReport kind="open" />;
}
