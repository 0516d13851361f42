// The version of the API contract: the routes, bodies and answers of /api/v1
// that this repository's contracts describe. A section build records the
// range it needs ("^" + this version when it was built, release.json), and the
// release screen refuses to make live a build the running API does not serve.
// Raise the minor for an addition a section may come to rely on, the major for
// a change that breaks an existing caller.
export const API_CONTRACT_VERSION = '1.41.0';
