import { doiUrl, fullNameOf, locationOf, orcidUrl, venueOf } from './profile-display';

describe('fullNameOf', () => {
  it('joins title, first, middle and last name, skipping blanks', () => {
    expect(
      fullNameOf({ title: 'Dr.', first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' }),
    ).toBe('Dr. Ada King Lovelace');
    expect(
      fullNameOf({ title: null, first_name: ' Ada ', middle_name: '  ', last_name: 'Lovelace' }),
    ).toBe('Ada Lovelace');
    expect(fullNameOf({ title: null, first_name: null, middle_name: null, last_name: '' })).toBe(
      null,
    );
  });
});

describe('locationOf', () => {
  it('shows city and country only when both exist', () => {
    expect(locationOf({ city: 'Lahore', country: 'Pakistan' })).toBe('Lahore, Pakistan');
    expect(locationOf({ city: 'Lahore', country: null })).toBeNull();
    expect(locationOf({ city: ' ', country: 'Pakistan' })).toBeNull();
    expect(locationOf(null)).toBeNull();
  });
});

describe('doiUrl', () => {
  it('points at the public DOI resolver, whatever form the DOI was stored in', () => {
    expect(doiUrl('10.1234/abcd')).toBe('https://doi.org/10.1234/abcd');
    expect(doiUrl('https://doi.org/10.1234/abcd')).toBe('https://doi.org/10.1234/abcd');
    expect(doiUrl('http://dx.doi.org/10.1234/abcd')).toBe('https://doi.org/10.1234/abcd');
    expect(doiUrl('doi:10.1234/abcd')).toBe('https://doi.org/10.1234/abcd');
  });
});

describe('orcidUrl and venueOf', () => {
  it('links ORCID iDs and picks venue, then journal, then conference', () => {
    expect(orcidUrl('0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
    const none = { venue: null, journal_name: null, conference_name: null };
    expect(venueOf({ ...none, venue: 'V', journal_name: 'J' })).toBe('V');
    expect(venueOf({ ...none, journal_name: 'J', conference_name: 'C' })).toBe('J');
    expect(venueOf({ ...none, conference_name: 'C' })).toBe('C');
    expect(venueOf(none)).toBeNull();
  });
});
