import { cardSpecialties, newSuggestions, specialtyLabel, suggestSpecialties } from './vendor-specialties';

describe('suggestSpecialties (spec 3 §2: keywords of the company name)', () => {
  it.each([
    ['Reliable Plumbing Co.', ['plumbing']],
    ['Bright Electric', ['electrical']],
    ['Ace HVAC', ['hvac']],
    ['Warm Heating', ['hvac']],
    ['Cool Cooling', ['hvac']],
    ['Top Roofers', ['roofing']],
    ['Floor Masters', ['flooring']],
    ['Pest Away', ['pest_control']],
    ['Green Landscape', ['landscaping']],
    ['Lawn Guys', ['landscaping']],
    ['Sparkle Cleaning', ['cleaning']],
    ['Home Security Inc', ['security']],
    ['Appliance Doctors', ['appliance']],
  ])('%s suggests %j', (name, expected) => {
    expect(suggestSpecialties(name)).toEqual(expected);
  });

  it('matches in any case and anywhere in the name, each specialty once, in the table order', () => {
    expect(suggestSpecialties('ROOF & plumbing, Heating and Cooling')).toEqual(['plumbing', 'hvac', 'roofing']);
  });

  it('suggests nothing for a name of 3 characters or fewer, or without keywords', () => {
    expect(suggestSpecialties('Pst')).toEqual([]);
    expect(suggestSpecialties(' hvac ')).toEqual(['hvac']);
    expect(suggestSpecialties('hva')).toEqual([]);
    expect(suggestSpecialties('Smith & Sons')).toEqual([]);
  });

  it('newSuggestions leaves out the specialties already chosen', () => {
    expect(newSuggestions('Plumbing & Electric', ['plumbing'])).toEqual(['electrical']);
    expect(newSuggestions('Plumbing', ['plumbing'])).toEqual([]);
  });
});

describe('specialty display', () => {
  it('shows underscores as spaces (spec 3 §2)', () => {
    expect(specialtyLabel('pest_control')).toBe('pest control');
    expect(specialtyLabel('hvac')).toBe('hvac');
  });

  it('cards show at most 3 specialties and how many more', () => {
    expect(cardSpecialties(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cardSpecialties(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });
});
