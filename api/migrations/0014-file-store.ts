// File contents in the database (issue 18): filled in by the file-store work.
import { type AnyKysely } from '../src/db/portable';

export async function up(_db: AnyKysely) {}

export async function down(_db: AnyKysely) {}
