import { type AcademicProfile, type Publication } from '@colophon/shared/contracts';

type NameParts = Pick<AcademicProfile, 'title' | 'first_name' | 'middle_name' | 'last_name'>;
type Place = Pick<AcademicProfile, 'city' | 'country'>;

const present = (value: string | null | undefined): value is string => !!value?.trim();

/** 'Dr. Ada King Lovelace' from title, first, middle and last name; null when all are blank. */
export function fullNameOf(profile: NameParts): string | null {
  const parts = [profile.title, profile.first_name, profile.middle_name, profile.last_name]
    .filter(present)
    .map((part) => part.trim());
  return parts.length ? parts.join(' ') : null;
}

/** 'Lahore, Pakistan' when both city and country are known, else null. */
export function locationOf(profile: Place | null | undefined): string | null {
  if (!profile || !present(profile.city) || !present(profile.country)) return null;
  return `${profile.city.trim()}, ${profile.country.trim()}`;
}

/** The public resolver address of a DOI ('10.1000/xyz' → 'https://doi.org/10.1000/xyz'). */
export function doiUrl(doi: string): string {
  const bare = doi.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i, '');
  return `https://doi.org/${bare}`;
}

/** The public ORCID profile address. */
export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid.trim()}`;

/** Where a publication appeared: its venue, else the journal, else the conference. */
export function venueOf(
  publication: Pick<Publication, 'venue' | 'journal_name' | 'conference_name'>,
): string | null {
  return (
    [publication.venue, publication.journal_name, publication.conference_name].find(present) ?? null
  );
}
