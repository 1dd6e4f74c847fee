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
  | 'account-deletions'
  | 'moderation'
  | 'charts';

export interface Tile {
  id: PanelId;
  /** A list tile reads 'Show X' or 'Hide X'; other tiles keep one label. Keys of the admin catalogue. */
  label: string | { show: string; hide: string };
  /** Its panel's heading: a key of the admin catalogue. */
  title: string;
}

export const TILES: readonly Tile[] = [
  { id: 'add-category', label: 'admin:tiles.addCategory.label', title: 'admin:tiles.addCategory.title' },
  { id: 'add-product', label: 'admin:tiles.addProduct.label', title: 'admin:tiles.addProduct.title' },
  { id: 'categories', label: { show: 'admin:tiles.categories.show', hide: 'admin:tiles.categories.hide' }, title: 'admin:tiles.categories.title' },
  { id: 'products', label: { show: 'admin:tiles.products.show', hide: 'admin:tiles.products.hide' }, title: 'admin:tiles.products.title' },
  { id: 'payments', label: { show: 'admin:tiles.payments.show', hide: 'admin:tiles.payments.hide' }, title: 'admin:tiles.payments.title' },
  { id: 'category-products', label: 'admin:tiles.categoryProducts.label', title: 'admin:tiles.categoryProducts.title' },
  { id: 'orders', label: { show: 'admin:tiles.orders.show', hide: 'admin:tiles.orders.hide' }, title: 'admin:tiles.orders.title' },
  { id: 'interactions', label: 'admin:tiles.interactions.label', title: 'admin:tiles.interactions.title' },
  { id: 'users', label: 'admin:tiles.users.label', title: 'admin:tiles.users.title' },
  { id: 'create-astrologer', label: 'admin:tiles.createAstrologer.label', title: 'admin:tiles.createAstrologer.title' },
  { id: 'bulk-upload', label: 'admin:tiles.bulkUpload.label', title: 'admin:tiles.bulkUpload.title' },
  { id: 'free-questions', label: 'admin:tiles.freeQuestions.label', title: 'admin:tiles.freeQuestions.title' },
  { id: 'invoices', label: 'admin:tiles.invoices.label', title: 'admin:tiles.invoices.title' },
  { id: 'account-deletions', label: 'admin:tiles.accountDeletions.label', title: 'admin:tiles.accountDeletions.title' },
  { id: 'moderation', label: 'admin:tiles.moderation.label', title: 'admin:tiles.moderation.title' },
  { id: 'charts', label: 'admin:tiles.charts.label', title: 'admin:tiles.charts.title' },
];

export const tileLabel = (tile: Tile, open: boolean): string =>
  typeof tile.label === 'string' ? tile.label : open ? tile.label.hide : tile.label.show;

export const panelDomId = (id: PanelId) => `admin-panel-${id}`;
