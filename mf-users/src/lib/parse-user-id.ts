/** A user id from the URL: a positive integer the API can hold, else null ('User not found'). */
export function parseUserId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
