// The order confirmation and the order history, loaded as one chunk: a buyer who sees one usually opens the other.
export { OrdersPage } from './orders-page.tsx';
export { ThanksPage } from './thanks-page.tsx';
