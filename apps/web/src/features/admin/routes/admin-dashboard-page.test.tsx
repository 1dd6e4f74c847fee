import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

function renderAt(answer: { status: number; body: unknown }) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      { path: '/admin-dashboard', element: <AdminDashboardPage dashboard={<p>the dashboard</p>} /> },
      { path: '/admin-login', element: <p>admin login page</p> },
    ],
    { initialEntries: ['/admin-dashboard'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AdminDashboardPage guard', () => {
  it('sends a visitor without a stored user_id to /admin-login', async () => {
    renderAt({ status: 200, body: { user_id: 1, role: 'admin', is_admin: true } });
    expect(await screen.findByText('admin login page')).toBeInTheDocument();
  });

  it('shows Unauthorized Access when the token is not the admin’s', async () => {
    localStorage.setItem('user_id', '5');
    localStorage.setItem('token', 't');
    renderAt({ status: 200, body: { user_id: 5, role: 'user', is_admin: false } });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.getByText('You are not authorized to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /admin login/i })).toHaveAttribute('href', '/admin-login');
  });

  it('shows the dashboard when the token is the admin’s', async () => {
    localStorage.setItem('user_id', '1');
    localStorage.setItem('token', 't');
    renderAt({ status: 200, body: { user_id: 1, role: 'admin', is_admin: true } });
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unauthorized Access' })).not.toBeInTheDocument();
  });

  it('shows Unauthorized Access when the token check fails', async () => {
    localStorage.setItem('user_id', '1');
    localStorage.setItem('token', 'expired');
    renderAt({ status: 400, body: { message: 'Invalid token', errors: {} } });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });
});
