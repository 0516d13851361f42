// What the rest of the API uses of editorial.
export {
  policyFor,
  reviewTypeOf,
  type JournalSettings,
  type Policy,
  type ReviewFacts,
} from './visibility';
