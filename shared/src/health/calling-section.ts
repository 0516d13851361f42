// Which section's parcel is on screen, so that the one API client can name
// the section that made a call (the X-Colophon-Section header). Only one
// section is shown at a time: the others the panel keeps mounted are paused
// and make no calls. The host's own calls while no section is shown carry none.

/** The request header naming the section that made an API call. */
export const SECTION_HEADER = 'X-Colophon-Section';

let current: string | null = null;

/** The section on screen now, or null on the host's own pages. */
export function callingSection(): string | null {
  return current;
}

export function setCallingSection(section: string): void {
  current = section;
}

/** Clears only if `section` is still the one set: the next section may have set itself first. */
export function clearCallingSection(section: string): void {
  if (current === section) current = null;
}
