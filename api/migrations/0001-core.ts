// Core tables: users and their roles, academic profiles, publications, tags,
// access tokens and the audit log. Portable between SQLite and PostgreSQL.
import { sql } from 'kysely';
import { addId, type AnyKysely, booleanType, dialectName, timestampType } from '../src/db/portable';

const ROLES: [string, string][] = [
  ['admin', 'Manages users, roles, journals and categories'],
  ['super-admin', 'Everything an admin does, plus permanent deletion'],
  ['editor-in-chief', 'Runs the editorial workflow of every manuscript'],
  ['associate-editor', 'Works manuscripts through review with the editor in chief'],
  ['reviewer', 'Reviews the manuscripts assigned to them'],
  ['author', 'Submits and follows their own manuscripts'],
];

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);
  const bool = booleanType(d);

  await addId(db.schema.createTable('users'), d)
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('password', 'varchar(255)', (c) => c.notNull())
    .addColumn('email_verified_at', timestampType)
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .addColumn('deleted_at', timestampType)
    .execute();
  // Emails are unique whatever their case (they are also stored lower-cased).
  await db.schema
    .createIndex('users_email_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex('users_deleted_at_index').on('users').column('deleted_at').execute();
  await db.schema.createIndex('users_created_at_index').on('users').column('created_at').execute();

  await addId(db.schema.createTable('roles'), d)
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(255)')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();

  // The roles are reference data: every database has them, seeded or not.
  const createdAt = new Date().toISOString();
  await db
    .insertInto('roles')
    .values(ROLES.map(([name, description]) => ({ name, description, created_at: createdAt })))
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema
    .createIndex('user_roles_role_id_index')
    .on('user_roles')
    .column('role_id')
    .execute();

  await addId(db.schema.createTable('academic_profiles'), d)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(50)')
    .addColumn('first_name', 'varchar(100)')
    .addColumn('middle_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('email', 'varchar(255)')
    .addColumn('phone', 'varchar(50)')
    .addColumn('career_stage', 'varchar(50)')
    .addColumn('institution', 'varchar(255)')
    .addColumn('department', 'varchar(255)')
    .addColumn('position', 'varchar(255)')
    .addColumn('city', 'varchar(100)')
    .addColumn('country', 'varchar(100)')
    .addColumn('orcid', 'varchar(19)')
    .addColumn('bio', 'text')
    .addColumn('h_index', 'integer')
    .addColumn('citation_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('research_areas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .execute();

  await addId(db.schema.createTable('publications'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('is_verified', bool, (c) => c.notNull().defaultTo(false))
    .addColumn('is_open_access', bool, (c) => c.notNull().defaultTo(false))
    .addColumn('is_featured', bool, (c) => c.notNull().defaultTo(false))
    .addColumn('venue', 'varchar(255)')
    .addColumn('journal_name', 'varchar(255)')
    .addColumn('conference_name', 'varchar(255)')
    .addColumn('publication_year', 'integer')
    .addColumn('abstract', 'text')
    .addColumn('citation_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('doi', 'varchar(255)')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('publications_user_id_index')
    .on('publications')
    .column('user_id')
    .execute();

  await addId(db.schema.createTable('tags'), d)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .execute();

  await addId(db.schema.createTable('access_tokens'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('expires_at', timestampType, (c) => c.notNull())
    .addColumn('revoked_at', timestampType)
    .addColumn('last_used_at', timestampType)
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('access_tokens_user_id_index')
    .on('access_tokens')
    .column('user_id')
    .execute();

  await addId(db.schema.createTable('audit_log'), d)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('entity', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_entity_index')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('audit_log_created_at_index')
    .on('audit_log')
    .column('created_at')
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of [
    'audit_log',
    'access_tokens',
    'tags',
    'publications',
    'academic_profiles',
    'user_roles',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
