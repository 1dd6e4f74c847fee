// The dashboard's panels and the tiles that open them (accounts-and-admin.md section 2).

export type PanelId =
  | 'add-category'
  | 'add-product'
  | 'categories'
  | 'products'
  | 'payments'
  | 'category-products'
  | 'orders'
  | 'interactions'
  | 'users'
  | 'create-astrologer'
  | 'bulk-upload'
  | 'free-questions'
  | 'invoices'
  | 'account-deletions';

export interface Tile {
  id: PanelId;
  /** A list tile reads 'Show X' or 'Hide X'; other tiles keep one label. */
  label: string | { show: string; hide: string };
  title: string;
}

export const TILES: readonly Tile[] = [
  { id: 'add-category', label: 'Add Category', title: 'Add Category' },
  { id: 'add-product', label: 'Add Product', title: 'Add Product' },
  { id: 'categories', label: { show: 'Show Categories', hide: 'Hide Categories' }, title: 'Categories' },
  { id: 'products', label: { show: 'Show Products', hide: 'Hide Products' }, title: 'Products' },
  { id: 'payments', label: { show: 'Show Payments', hide: 'Hide Payments' }, title: 'Payment History' },
  { id: 'category-products', label: 'Category & Products', title: 'Category & Products' },
  { id: 'orders', label: { show: 'Show Orders', hide: 'Hide Orders' }, title: 'Order History' },
  { id: 'interactions', label: 'Chats/Call History', title: 'Chat & Call History' },
  { id: 'users', label: 'All Users', title: 'Registered Users' },
  { id: 'create-astrologer', label: 'Create Astrologer', title: 'Create Astrologer' },
  { id: 'bulk-upload', label: 'Bulk Upload', title: 'Bulk Astrologer Upload' },
  { id: 'free-questions', label: 'Free Questions', title: 'Free Questions' },
  { id: 'invoices', label: 'Invoices', title: 'Invoices' },
  { id: 'account-deletions', label: 'Account Deletions', title: 'Account Deletions' },
];

export const tileLabel = (tile: Tile, open: boolean): string =>
  typeof tile.label === 'string' ? tile.label : open ? tile.label.hide : tile.label.show;

export const panelDomId = (id: PanelId) => `admin-panel-${id}`;
