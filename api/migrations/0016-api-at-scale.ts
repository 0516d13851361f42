// Indexes and counters for the API at 10^6 manuscripts (issue 20): filled in by the API-at-scale work.
import { type AnyKysely } from '../src/db/portable';

export async function up(_db: AnyKysely) {}

export async function down(_db: AnyKysely) {}
