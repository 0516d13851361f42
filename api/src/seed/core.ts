// Seeds the core tables: the demo accounts, ~60 more users with academic
// profiles and publications, and tags. Deterministic for a given faker seed.
import { type Faker } from '@faker-js/faker';
import {
  CAREER_STAGES,
  PUBLICATION_TYPES,
  ROLE_NAMES,
  type RoleName,
} from '@colophon/shared/contracts';
import type { Database } from '../db/database';
import { hashPassword } from '../lib/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedReviewerExpertise } from './reviewer-expertise';
import { insertReturningIds, insertRows, roleIds } from './seed.repository';

export type CoreSeedResult = {
  /** Every seeded active user id, demo accounts first. */
  userIds: number[];
  /** Active user ids holding each role. */
  usersByRole: Record<RoleName, number[]>;
  /** The demo account id of each role. */
  demoUserIds: Record<RoleName, number>;
};

const EXTRA_USERS = 60;
const RESEARCH_AREAS = [
  'Machine Learning',
  'Molecular Biology',
  'Climate Science',
  'Linguistics',
  'Economics',
  'Public Health',
  'Materials Science',
  'Medieval History',
  'Neuroscience',
  'Astrophysics',
  'Sociology',
  'Organic Chemistry',
  'Education',
  'Philosophy of Mind',
  'Urban Planning',
  'Epidemiology',
  'Quantum Computing',
  'Ecology',
];
const LANGUAGES = ['English', 'German', 'Urdu', 'French', 'Spanish', 'Arabic', 'Mandarin', 'Hindi'];
const TAGS = [
  'open-science',
  'peer-review',
  'reproducibility',
  'data-sharing',
  'preprint',
  'ethics',
  'methods',
  'replication',
];
const TITLES = ['Dr.', 'Prof.', 'Mr.', 'Ms.', null];

/** Role mix of the extra users: mostly authors, some reviewers and editors. */
function rolesFor(index: number): RoleName[] {
  if (index < 2) return ['editor-in-chief'];
  if (index < 6) return ['associate-editor', 'reviewer'];
  if (index < 16) return ['reviewer', 'author'];
  if (index < 18) return ['admin'];
  return ['author'];
}

const isoBetween = (faker: Faker, from: Date, to: Date) =>
  faker.date.between({ from, to }).toISOString();

export async function seedCore(db: Database, faker: Faker): Promise<CoreSeedResult> {
  const password = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const twoYearsAgo = new Date(now.getTime() - 2 * 365 * 86_400_000);
  const roles = await roleIds(db);
  const roleId = new Map(roles.map((r) => [r.name, r.id]));

  type Person = {
    name: string;
    email: string;
    roles: RoleName[];
    created: string;
    verified: boolean;
    deleted: boolean;
  };
  const people: Person[] = DEMO_ACCOUNTS.map((a) => ({
    name: a.name,
    email: a.email,
    roles: [a.role],
    created: isoBetween(faker, twoYearsAgo, new Date(now.getTime() - 180 * 86_400_000)),
    verified: true,
    deleted: false,
  }));
  for (let i = 0; i < EXTRA_USERS; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    people.push({
      name: `${first} ${last}`,
      email: faker.internet
        .email({ firstName: first, lastName: `${last}${i}`, provider: 'example.org' })
        .toLowerCase(),
      roles: rolesFor(i),
      created: isoBetween(faker, twoYearsAgo, now),
      verified: faker.number.float() < 0.8,
      deleted: i >= EXTRA_USERS - 3,
    });
  }

  const ids = await insertReturningIds(
    db,
    'users',
    people.map((p) => ({
      name: p.name,
      email: p.email,
      password,
      email_verified_at: p.verified ? p.created : null,
      created_at: p.created,
      updated_at: p.created,
      deleted_at: p.deleted ? now.toISOString() : null,
    })),
  );

  // Deleted users have no roles (a soft delete removes them).
  const userRoles = people.flatMap((p, i) =>
    p.deleted
      ? []
      : p.roles.map((r) => ({ user_id: ids[i]!, role_id: roleId.get(r)!, created_at: p.created })),
  );
  await insertRows(db, 'user_roles', userRoles);

  const profiles = people.map((p, i) => {
    const [first, ...rest] = p.name.split(' ');
    return {
      user_id: ids[i]!,
      title: faker.helpers.arrayElement(TITLES),
      first_name: first ?? p.name,
      middle_name: faker.number.float() < 0.2 ? faker.person.middleName() : null,
      last_name: rest.join(' ') || null,
      email: p.email,
      phone: faker.number.float() < 0.6 ? faker.phone.number({ style: 'international' }) : null,
      career_stage: faker.helpers.arrayElement(CAREER_STAGES),
      institution: `${faker.location.city()} ${faker.helpers.arrayElement(['University', 'Institute of Technology', 'College'])}`,
      department: `Department of ${faker.helpers.arrayElement(RESEARCH_AREAS)}`,
      position: faker.helpers.arrayElement([
        'Professor',
        'Associate Professor',
        'Lecturer',
        'Research Fellow',
        'PhD Student',
      ]),
      city: faker.location.city(),
      country: faker.location.country(),
      orcid: `0000-000${faker.number.int({ min: 1, max: 9 })}-${faker.string.numeric(4)}-${faker.string.numeric(4)}`,
      bio: faker.number.float() < 0.7 ? faker.lorem.paragraph() : null,
      h_index: faker.number.float() < 0.8 ? faker.number.int({ min: 0, max: 60 }) : null,
      citation_count: faker.number.int({ min: 0, max: 9000 }),
      research_areas: JSON.stringify(
        faker.helpers.arrayElements(RESEARCH_AREAS, { min: 1, max: 4 }),
      ),
      languages: JSON.stringify(faker.helpers.arrayElements(LANGUAGES, { min: 1, max: 3 })),
      created_at: p.created,
      updated_at: p.created,
    };
  });
  await insertRows(db, 'academic_profiles', profiles);

  const types = Object.keys(PUBLICATION_TYPES) as (keyof typeof PUBLICATION_TYPES)[];
  const publications = people.flatMap((p, i) =>
    Array.from({ length: faker.number.int({ min: 0, max: 8 }) }, () => {
      const type = faker.helpers.arrayElement(types);
      const journal =
        type === 'journal_article'
          ? `Journal of ${faker.helpers.arrayElement(RESEARCH_AREAS)}`
          : null;
      const conference =
        type === 'conference_paper'
          ? `International Conference on ${faker.helpers.arrayElement(RESEARCH_AREAS)}`
          : null;
      const created = isoBetween(faker, new Date(p.created), now);
      return {
        user_id: ids[i]!,
        title: faker.lorem.sentence({ min: 5, max: 12 }).replace(/\.$/, ''),
        type,
        is_verified: faker.number.float() < 0.7,
        is_open_access: faker.number.float() < 0.4,
        is_featured: faker.number.float() < 0.1,
        venue: faker.number.float() < 0.3 ? faker.company.name() : null,
        journal_name: journal,
        conference_name: conference,
        publication_year: faker.number.int({ min: 2005, max: now.getUTCFullYear() }),
        abstract: faker.lorem.paragraphs(2),
        citation_count: faker.number.int({ min: 0, max: 800 }),
        view_count: faker.number.int({ min: 0, max: 20_000 }),
        download_count: faker.number.int({ min: 0, max: 5_000 }),
        doi:
          faker.number.float() < 0.8
            ? `10.${faker.number.int({ min: 1000, max: 9999 })}/${faker.string.alphanumeric(8).toLowerCase()}`
            : null,
        created_at: created,
        updated_at: created,
      };
    }),
  );
  for (let i = 0; i < publications.length; i += 200) {
    await insertRows(db, 'publications', publications.slice(i, i + 200));
  }

  const tagTime = now.toISOString();
  await insertRows(
    db,
    'tags',
    TAGS.map((slug) => ({
      name: slug.replace(/-/g, ' '),
      name_key: slug.replace(/-/g, ' '),
      slug,
      created_at: tagTime,
      updated_at: tagTime,
    })),
  );

  const active = people.map((p, i) => ({ ...p, id: ids[i]! })).filter((p) => !p.deleted);
  const usersByRole = Object.fromEntries(
    ROLE_NAMES.map((r) => [r, active.filter((p) => p.roles.includes(r)).map((p) => p.id)]),
  ) as Record<RoleName, number[]>;
  const demoUserIds = Object.fromEntries(DEMO_ACCOUNTS.map((a, i) => [a.role, ids[i]!])) as Record<
    RoleName,
    number
  >;
  await seedReviewerExpertise(db, usersByRole.reviewer, now);
  return { userIds: active.map((p) => p.id), usersByRole, demoUserIds };
}
