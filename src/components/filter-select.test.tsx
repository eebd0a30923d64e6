import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { FilterSelect } from './filter-select';

describe('FilterSelect', () => {
  it('is a labelled select whose placeholder is the "any" option with value ""', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <FilterSelect
        label="Unit Count"
        value=""
        placeholder="Any"
        options={[{ value: '5+', label: '5+' }]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Unit Count' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Any'],
      ['5+', '5+'],
    ]);
    await user.selectOptions(select, '5+');
    expect(onChange).toHaveBeenCalledWith('5+');
  });

  it('without a placeholder shows only the options it is given', () => {
    renderWithProviders(
      <FilterSelect
        label="Property"
        value="p2"
        options={[
          { value: '', label: 'All properties' },
          { value: 'p2', label: 'Oak Ridge' },
        ]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveValue('p2');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All properties', 'Oak Ridge']);
  });
});
