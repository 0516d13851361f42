// A section's manifest (mf-<name>/section.json): who it is, the route prefixes
// it owns and its sidebar entries. The registry (GET remotes) serves it with
// each build, so a section ships a screen and its sidebar entry in its own
// release. Objects are not strict: a newer section may add fields an older
// host ignores. ADR 0005.
import { z } from 'zod';
import { msg } from './messages';
import { ROLE_NAMES } from './user';

/** A section's name: lower-case words joined by hyphens (journals, peer-review). */
export const sectionNameSchema = z
  .string({ error: msg('field.text', { field: 'section' }) })
  .regex(/^[a-z][a-z0-9-]{0,39}$/, msg('remotes.sectionName'));
export type SectionName = z.infer<typeof sectionNameSchema>;

/** An absolute path prefix of the panel: /journals, /editorial-queue. */
export const routePrefixSchema = z
  .string()
  .regex(/^(\/[a-z0-9][a-z0-9-]*)+$/, msg('remotes.routePrefix'));

/** The sidebar's groups, in the spec's order; the host draws their titles. */
export const NAV_GROUP_KEYS = ['main', 'content', 'users', 'system'] as const;
export type NavGroupKey = (typeof NAV_GROUP_KEYS)[number];

/** A sidebar text in each language of the panel. */
export const navLabelSchema = z.object({
  en: z.string().trim().min(1).max(80),
  ur: z.string().trim().min(1).max(80),
  de: z.string().trim().min(1).max(80),
});
export type NavLabel = z.infer<typeof navLabelSchema>;

export const navEntrySchema = z.object({
  path: routePrefixSchema,
  group: z.enum(NAV_GROUP_KEYS),
  /** Position inside the group, host entries included (ascending). */
  order: z.number().int().min(0).max(100_000),
  /** An antd icon the host's kit has (BookOutlined); an unknown name gets a default icon. */
  icon: z.string().regex(/^[A-Z][A-Za-z]*(Outlined|Filled|TwoTone)$/),
  label: navLabelSchema,
  /** The roles that see the entry; null or absent: every signed-in user. */
  roles: z.array(z.enum(ROLE_NAMES)).min(1).nullish(),
  /** A fixed count shown beside the entry (spec: Manuscripts shows 5). */
  badge: z.number().int().min(0).optional(),
  /**
   * Where a user's work is: for a user whose leading role (the first of ROLE_NAMES they
   * hold; author without any) is listed, the entry carries the count of manuscripts
   * awaiting their action, live, in place of `badge`.
   */
  action_badge_for: z.array(z.enum(ROLE_NAMES)).min(1).optional(),
  /**
   * The roles whose sidebar shows the entry, when fewer than may open it: everyone reads
   * the journals, only those who manage them need the entry. Absent: `roles`.
   */
  sidebar_roles: z.array(z.enum(ROLE_NAMES)).min(1).optional(),
  /** For a user whose leading role is listed, the entry opens its group (authors: My Submissions). */
  first_for: z.array(z.enum(ROLE_NAMES)).min(1).optional(),
});
export type NavEntry = z.infer<typeof navEntrySchema>;

export const sectionManifestSchema = z.object({
  section: sectionNameSchema,
  /** Module Federation container name (mf_<section>). */
  name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  /** Package and folder name (mf-<section>). */
  app: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/),
  /** Port of its own origin in development and `pnpm start`. */
  port: z.number().int().min(1).max(65_535),
  /** The environment variable that overrides `port`. */
  port_env: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/),
  /** The path prefixes it owns: /manuscripts owns /manuscripts and /manuscripts/… */
  routes: z.array(routePrefixSchema).min(1),
  nav: z.array(navEntrySchema),
});
export type SectionManifest = z.infer<typeof sectionManifestSchema>;

/** The registry's list: names, containers, ports and route prefixes are each owned once. */
export const sectionManifestListSchema = z
  .array(sectionManifestSchema)
  .min(1)
  .superRefine((manifests, ctx) => {
    const owners = new Map<string, number>();
    manifests.forEach((manifest, index) => {
      const owned = [
        `section ${manifest.section}`,
        `container ${manifest.name}`,
        `app ${manifest.app}`,
        `port ${manifest.port}`,
        `port variable ${manifest.port_env}`,
        ...manifest.routes.map((prefix) => `route ${prefix}`),
      ];
      for (const key of owned) {
        const owner = owners.get(key);
        if (owner !== undefined && owner !== index) {
          const other = manifests[owner]!.section;
          ctx.addIssue({ code: 'custom', message: `${key}: declared by ${other} and again` });
        }
        owners.set(key, index);
      }
    });
  });

/** Whether `path` is `prefix` or below it (/journals/3 is under /journals; /journalsx is not). */
export const isUnderPrefix = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

/** The section owning `path`: the longest route prefix that contains it. */
export function sectionOfPathIn(
  manifests: readonly Pick<SectionManifest, 'section' | 'routes'>[],
  path: string,
): string | null {
  let best: { section: string; length: number } | null = null;
  for (const { section, routes } of manifests) {
    for (const prefix of routes) {
      if (isUnderPrefix(path, prefix) && (!best || prefix.length > best.length)) {
        best = { section, length: prefix.length };
      }
    }
  }
  return best?.section ?? null;
}
