// Indexes behind the sortable lists (issue 21): filled in by the list-sorting work.
import { type AnyKysely } from '../src/db/portable';

export async function up(_db: AnyKysely) {}

export async function down(_db: AnyKysely) {}
