// @colophon/shared/contracts/all-languages: registers the Urdu and German
// catalogs at once. For the API, which answers in the request's language; the
// front ends load one language at a time instead (load-catalog.ts).
import { registerCatalog } from './catalogs';
import { deCatalog } from './de';
import { urCatalog } from './ur';

registerCatalog('ur', urCatalog);
registerCatalog('de', deCatalog);
