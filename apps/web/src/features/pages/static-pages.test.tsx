// The text pages: the terms have exactly twenty numbered sections with their own anchors and a contents list, the
// policies' prose, links and business address come from the catalogue, and the same pages read in Hindi.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { switchLocale } from '../../lib/i18n.tsx';
import { TERMS_AND_CONDITIONS } from './content/terms-conditions.tsx';
import { DisclaimerPage } from './routes/disclaimer-page.tsx';
import { ServicesPage } from './routes/services-page.tsx';
import { TermsConditionsPage } from './routes/terms-conditions-page.tsx';

const show = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('Terms and Conditions', () => {
  it('has exactly 20 sections, numbered 1 to 20 in order, each with its own anchor and a line in the contents', () => {
    expect(new Set(TERMS_AND_CONDITIONS.sections).size).toBe(20);
    show(<TermsConditionsPage />);
    const sections = document.querySelectorAll('section[id]');
    expect(sections).toHaveLength(20);
    sections.forEach((section, index) => {
      const heading = within(section as HTMLElement).getByRole('heading', { level: 2 });
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`));
      expect(section.querySelector('p')?.textContent?.length).toBeGreaterThan(40);
    });
    const contents = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(contents.map((link) => link.getAttribute('href'))).toEqual(
      TERMS_AND_CONDITIONS.sections.map((id) => `#${id}`),
    );
    expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
  });

  it('states the fair meter with its numbers: the first reply, the dropped minute given back, the free first minutes', () => {
    show(<TermsConditionsPage />);
    const rules = within(document.getElementById('consultations')!).getAllByRole('listitem').map((li) => li.textContent);
    expect(rules).toContain(
      "A chat is charged from the astrologer's first message, not from when they accept. If they send nothing within 2 minutes of accepting, the chat ends and you are not charged.",
    );
    expect(rules.some((rule) => rule!.includes('the last minute you paid for is returned to your wallet automatically'))).toBe(true);
    expect(rules.some((rule) => rule!.startsWith('Your first paid consultation has its first 3 minutes free, once per person'))).toBe(true);
  });
});

describe('the policies', () => {
  it('words the order rules with their facts and links, and ends with the business address', () => {
    show(<DisclaimerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
    const orders = document.getElementById('orders')!;
    expect(orders).toHaveTextContent(
      'usually dispatched within 24-48 hours and delivered in 3 to 7 business days',
    );
    expect(within(orders).getByRole('link', { name: 'Refund and Return Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(within(orders).getByText('No cash on delivery.').tagName).toBe('STRONG');
    const address = document.querySelector('#contact address')!;
    expect(address).toHaveTextContent('Jaipur, Rajasthan 302001');
    expect(address).toHaveTextContent('support@jyotishkendra.in');
    expect(document.getElementById('law')).toHaveTextContent(
      'governed by the laws of India, and the courts at Jaipur, Rajasthan have',
    );
  });

  it('lists the ten services on their cards and the steps of a consultation in order', () => {
    show(<ServicesPage />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    const steps = within(document.getElementById('how-it-works')!).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(within(steps[0]!).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup/determiner',
    );
  });
});

describe('in Hindi', () => {
  afterAll(() => switchLocale('en'));

  it('the terms and the disclaimer read in Hindi, with the same sections, facts and links', async () => {
    await switchLocale('hi');
    show(<TermsConditionsPage />);
    expect(document.documentElement.lang).toBe('hi');
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.closest('section'));
    expect(headings).toHaveLength(20);
    expect(headings[0]!.textContent).toMatch(/^1\. [\u0900-\u097F]/);
    expect(screen.getByText(/22 नवंबर 2026/)).toBeInTheDocument();

    cleanup();
    show(<DisclaimerPage />);
    const orders = document.getElementById('orders')!;
    expect(orders).toHaveTextContent('24-48 घंटे');
    expect(within(orders).getByRole('link', { name: /रिफ़ंड/ })).toHaveAttribute('href', '/refund-policy');
  });
});
