import { PlatformLetters } from '../features/letter-templates/components/platform-letters';

/** /letter-templates: the platform's letter templates (administrators). */
export function LetterTemplatesPage() {
  return <PlatformLetters />;
}
