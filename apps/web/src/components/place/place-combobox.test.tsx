// The place picker as a keyboard and a finger use it: searching after two letters, moving through the places with
// the arrows, choosing with Enter or a tap, closing and clearing with Escape, and saying when nothing matches.
import type { Place } from '@app/contracts/kundli';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { JAIPUR, PUNE } from '../../test/kundli-factory.ts';
import { PlaceCombobox } from './place-combobox.tsx';

const PUNJAB: Place = {
  ...PUNE,
  id: '99',
  name: 'Punjai Puliampatti',
  region: 'Tamil Nadu',
  label: 'Punjai Puliampatti, Tamil Nadu, India',
};

function stubPlaces(byQuery: Record<string, Place[]>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const q = new URL(input, 'http://localhost').searchParams.get('q') ?? '';
      asked.push(q);
      return Response.json({ places: byQuery[q.toLowerCase()] ?? [] });
    }),
  );
  return asked;
}

function renderPicker(initial: Place | null = null) {
  const chosen: (Place | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<Place | null>(initial);
    return (
      <>
        <PlaceCombobox
          label="Place of birth"
          value={value}
          onChange={(place) => {
            chosen.push(place);
            setValue(place);
          }}
        />
        <p data-testid="chosen">{value?.id ?? 'none'}</p>
      </>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { input: screen.getByRole('combobox', { name: /Place of birth/ }), chosen };
}

describe('PlaceCombobox', () => {
  it('searches after two letters and lists each place with its time zone', async () => {
    const user = userEvent.setup();
    const asked = stubPlaces({ pu: [PUNE, PUNJAB] });
    const { input } = renderPicker();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'P');
    // One letter asks nothing.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    await user.type(input, 'u');
    const list = await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Pune, Maharashtra, India');
    expect(options[0]).toHaveTextContent('Asia/Kolkata');
    expect(asked).toEqual(['Pu']);
    expect(screen.getByRole('status')).toHaveTextContent('2 places found');
  });

  it('moves through the places with the arrow keys and chooses one with Enter', async () => {
    const user = userEvent.setup();
    stubPlaces({ pu: [PUNE, PUNJAB] });
    const { input, chosen } = renderPicker();
    await user.type(input, 'Pu');
    const options = await screen.findAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}');
    // Past the last, back to the first; and up from the first, to the last.
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}');

    await user.keyboard('{Enter}');
    expect(chosen).toEqual([PUNE]);
    expect(input).toHaveValue('Pune, Maharashtra, India');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The chosen place's coordinates and time zone are shown under the field.
    expect(input).toHaveAccessibleDescription('18.52° N, 73.86° E · time zone Asia/Kolkata');
  });

  it('chooses a place with a tap', async () => {
    const user = userEvent.setup();
    stubPlaces({ ja: [JAIPUR] });
    const { input } = renderPicker();
    await user.type(input, 'Ja');
    await user.click(await screen.findByRole('option', { name: /Jaipur, Rajasthan/ }));
    expect(screen.getByTestId('chosen')).toHaveTextContent(JAIPUR.id);
    expect(input).toHaveValue(JAIPUR.label);
    expect(input).toHaveFocus();
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    stubPlaces({ pu: [PUNE] });
    const { input } = renderPicker();
    await user.type(input, 'Pu');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Pu');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    // Arrow down opens the list again once there is text.
    await user.type(input, 'Pu');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeVisible();
  });

  it('forgets the chosen place as soon as the text changes', async () => {
    const user = userEvent.setup();
    stubPlaces({});
    const { input, chosen } = renderPicker(PUNE);
    expect(input).toHaveValue(PUNE.label);
    await user.type(input, 'x');
    expect(chosen).toEqual([null]);
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('says when no place matches', async () => {
    const user = userEvent.setup();
    stubPlaces({});
    const { input } = renderPicker();
    await user.type(input, 'Zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No place found for “Zz”'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Enter with nothing to choose is left to the form.
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
