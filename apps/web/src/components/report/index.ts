export {
  type OrderListKind,
  OrderListLink,
  type OrderListLinkProps,
  type OrderListQuery,
  orderListHref,
} from './order-list-link';
