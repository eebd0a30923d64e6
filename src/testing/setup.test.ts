import { screen } from '@testing-library/react';

// src/testing/setup.ts answers a label's control from the document's id index: the answers every
// label query relies on must stay those of the HTML standard.
describe('a label’s control in the test document', () => {
  it('is the first element with the label’s `for` id, when it can be labelled', () => {
    document.body.innerHTML = `
      <label for="rent">Monthly Rent</label><input id="rent" />
      <label for="note">Note</label><div id="note"></div>
      <label for="twice">Twice</label><input id="twice" name="first" /><input id="twice" name="second" />
      <label for="">Empty</label>
      <label>Wrapped <input name="wrapped" /></label>`;
    const [rent, note, twice, empty, wrapped] = Array.from(document.querySelectorAll('label'));

    expect(rent.control).toBe(document.getElementById('rent'));
    expect(note.control).toBeNull();
    expect(twice.control).toBe(document.querySelector('input[name="first"]'));
    expect(empty.control).toBeNull();
    expect(wrapped.control).toBe(document.querySelector('input[name="wrapped"]'));
    expect(screen.getByLabelText('Monthly Rent')).toBe(document.getElementById('rent'));
  });

  it('follows the document: a field added, renamed or removed after the label', () => {
    document.body.innerHTML = '<label for="deposit">Deposit</label>';
    const label = document.querySelector('label')!;
    expect(label.control).toBeNull();

    const input = document.createElement('input');
    input.id = 'deposit';
    document.body.append(input);
    expect(label.control).toBe(input);

    input.id = 'other';
    expect(label.control).toBeNull();
    input.id = 'deposit';
    input.remove();
    expect(label.control).toBeNull();
  });
});
