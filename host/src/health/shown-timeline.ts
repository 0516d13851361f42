// Which section was on screen when: Web Vitals are counted to the section
// whose route was shown at the time of the interaction or layout shift.

interface Change {
  at: number;
  section: string;
  shown: boolean;
}

/** The changes kept: a long-open tab forgets its oldest (its vitals are reported by then). */
const KEPT_CHANGES = 500;

export class ShownTimeline {
  private readonly changes: Change[] = [];

  /** `section` was shown (or hidden) at `at` (performance.now()). */
  record(at: number, section: string, shown: boolean): void {
    this.changes.push({ at, section, shown });
    if (this.changes.length > KEPT_CHANGES) this.changes.shift();
  }

  /** The section on screen at `at`, or null (a page of the host's own). */
  sectionAt(at: number): string | null {
    let current: string | null = null;
    for (const change of this.changes) {
      if (change.at > at) break;
      if (change.shown) current = change.section;
      else if (current === change.section) current = null;
    }
    return current;
  }
}
