/** A route's journal id: a positive integer as the API accepts it, else null (shown as not found). */
export function parseJournalId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
