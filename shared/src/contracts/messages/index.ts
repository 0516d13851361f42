// Message codes: schemas emit codes (msg), front ends and the API render them.
export { msg, PARAMS_SEPARATOR, type MessageParams } from './msg';
export { parseMessage, type ParsedMessage } from './parse-message';
export { renderMessage, type RenderOptions } from './render-message';
export {
  catalogOf,
  ENGLISH_CATALOG,
  hasCatalog,
  MESSAGE_LANGUAGES,
  registerCatalog,
  toMessageLanguage,
  type BriefCode,
  type FieldName,
  type MessageCode,
  type MessageCatalog,
  type MessageLanguage,
  type LanguageCatalog,
} from './catalogs';
export { pickLanguage } from './pick-language';
