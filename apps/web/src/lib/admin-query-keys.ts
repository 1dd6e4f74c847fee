// Query-key factory for the admin's data: one place that knows how the cache is keyed, so a change invalidates the right lists.
// Shared by the admin features because a write in one changes what another shows (settling a wallet, in
// admin-astrologers, changes the payment reports of admin-reports).

export const adminKeys = {
  all: ['admin'] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productsOfCategory: (categoryId: number) => [...adminKeys.products(), 'category', categoryId] as const,
  astrologers: () => [...adminKeys.all, 'astrologers'] as const,
  payments: () => [...adminKeys.all, 'payments'] as const,
  totalAmount: () => [...adminKeys.payments(), 'total-amount'] as const,
  astroPayments: (page: number) => [...adminKeys.payments(), 'astrologers', page] as const,
  userPayments: (astroId: number, page: number) => [...adminKeys.payments(), 'users', astroId, page] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  ordersPage: (page: number) => [...adminKeys.orders(), page] as const,
  interactions: () => [...adminKeys.all, 'interactions'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  session: (token: string) => [...adminKeys.all, 'session', token] as const,
};
