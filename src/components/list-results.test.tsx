import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isMarkedBusy } from '@/testing/busy';
import { renderWithProviders } from '@/testing/render';
import { stubViewport } from '@/testing/viewport';
import { FilterSelect } from './filter-select';
import { countActiveFilters, FilterBar, ListResults, type ListPage } from './list-results';
import { EmptyState } from './page-states';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/** A list's filter bar over state kept here (a route keeps it in the URL); `active` counts the set ones. */
function Filters({ initial = { status: '', priority: '' } }: { initial?: { status: string; priority: string } }) {
  const [values, setValues] = useState(initial);
  return (
    <FilterBar label="Filter things" phoneFold={{ active: countActiveFilters(values) }}>
      <FilterSelect
        label="Status"
        value={values.status}
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        onChange={(status) => setValues((v) => ({ ...v, status }))}
      />
      <FilterSelect
        label="Priority"
        value={values.priority}
        placeholder="All priorities"
        options={[{ value: 'high', label: 'High' }]}
        onChange={(priority) => setValues((v) => ({ ...v, priority }))}
      />
    </FilterBar>
  );
}

describe('FilterBar with phoneFold', () => {
  it('on a phone, folds the filters behind a Filters button that counts the set ones and opens them', async () => {
    stubViewport('phone');
    const { user } = renderWithProviders(<Filters initial={{ status: 'open', priority: '' }} />);
    const toggle = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search', { name: 'Filter things' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('search', { name: 'Filter things' });
    expect(toggle).toHaveAttribute('aria-controls', filters.id);
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Priority' }), 'High');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBe(toggle);

    await user.click(toggle);
    expect(screen.queryByRole('search', { name: 'Filter things' })).not.toBeInTheDocument();
  });

  it('opens and closes from the keyboard', async () => {
    stubViewport('phone');
    const { user } = renderWithProviders(<Filters />);
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a wider screen, shows the filters and no button', async () => {
    stubViewport('desktop');
    renderWithProviders(<Filters initial={{ status: 'open', priority: 'high' }} />);
    expect(await screen.findByRole('search', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });
});

describe('countActiveFilters', () => {
  it('counts the filters set to something other than empty or their default', () => {
    expect(countActiveFilters({ search: ' ', status: 'open', active: 'active' }, { active: 'active' })).toBe(1);
    expect(countActiveFilters({ search: 'oak', status: '', active: 'all' }, { active: 'active' })).toBe(2);
  });
});

/** Answers a page of names for a status when the test says so. */
function heldAnswers() {
  const waiting = new Map<string, (page: ListPage<string>) => void>();
  return {
    fetch: (status: string) => new Promise<ListPage<string>>((resolve) => waiting.set(status, resolve)),
    answer: (status: string, names: string[]) =>
      waitFor(() => {
        const resolve = waiting.get(status);
        if (!resolve) throw new Error(`no request for ${status} yet`);
        resolve({ data: names, meta: { total: names.length } });
      }),
  };
}

function StatusList({ fetch }: { fetch: (status: string) => Promise<ListPage<string>> }) {
  const [status, setStatus] = useState('open');
  const query = useQuery({
    queryKey: ['things', status],
    queryFn: () => fetch(status),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Button onClick={() => setStatus('closed')}>Closed</Button>
      <Button onClick={() => setStatus('archived')}>Archived</Button>
      <ListResults
        query={query}
        loadingLabel="Loading things…"
        error={{ title: 'Error loading things', text: 'Try again.' }}
        empty={<EmptyState title="No things found" />}
      >
        {(names) => (
          <ul aria-label="Things">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </ListResults>
    </>
  );
}

describe('ListResults while the answer to a new question loads', () => {
  it('keeps the previous rows dimmed and busy, then shows the new ones', async () => {
    const answers = heldAnswers();
    const { user } = renderWithProviders(<StatusList fetch={answers.fetch} />);
    await answers.answer('open', ['Boiler']);
    const rows = await screen.findByRole('list', { name: 'Things' });
    const busy = () => isMarkedBusy(screen.getByRole('list', { name: 'Things' }));
    expect(busy()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Closed' }));
    await waitFor(() => expect(busy()).toBe(true));
    expect(within(rows).getByText('Boiler')).toBeInTheDocument();

    await answers.answer('closed', ['Gutter']);
    expect(await screen.findByText('Gutter')).toBeInTheDocument();
    expect(busy()).toBe(false);
  });

  it('shows the loading state, not the previous empty state, under the new question', async () => {
    const answers = heldAnswers();
    const { user } = renderWithProviders(<StatusList fetch={answers.fetch} />);
    await answers.answer('open', []);
    expect(await screen.findByRole('heading', { name: 'No things found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByRole('status', { name: 'Loading things…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No things found' })).not.toBeInTheDocument();

    await answers.answer('archived', ['Fence']);
    expect(await screen.findByText('Fence')).toBeInTheDocument();
  });
});
