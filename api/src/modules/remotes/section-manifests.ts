// The registry's sections: the root sections.json lists the section packages,
// each declares its manifest in <package>/section.json. Read once at start-up
// and validated with the contracts' schema: a broken manifest stops the API
// at boot instead of serving a sidebar the host cannot draw.
import fs from 'node:fs';
import path from 'node:path';
import { type SectionManifest, sectionManifestListSchema } from '@colophon/shared/contracts';

export const SECTIONS_FILE_NAME = 'sections.json';
const MANIFEST_FILE_NAME = 'section.json';

/** The nearest sections.json at or above `from` (the API runs from api/, tests too). */
export function findSectionsFile(from: string = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, SECTIONS_FILE_NAME);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) {
      throw new Error(`No ${SECTIONS_FILE_NAME} found at or above ${from} (set SECTIONS_FILE)`);
    }
  }
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every section's manifest, in the order of sections.json. */
export function loadSectionManifests(sectionsFile: string = findSectionsFile()): SectionManifest[] {
  const apps = readJson(sectionsFile);
  if (!Array.isArray(apps) || !apps.every((app) => typeof app === 'string')) {
    throw new Error(`${sectionsFile} must be a list of section folder names`);
  }
  const root = path.dirname(sectionsFile);
  const manifests = apps.map((app) => readJson(path.join(root, app, MANIFEST_FILE_NAME)));
  const parsed = sectionManifestListSchema.safeParse(manifests);
  if (!parsed.success) {
    throw new Error(`Invalid section manifests (${sectionsFile}): ${parsed.error.message}`);
  }
  return parsed.data;
}
