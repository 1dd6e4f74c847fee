// Fixed identities used across the API tests.
export const TEST_ADMIN = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PHONE: '9999999999' };
