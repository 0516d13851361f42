// The shape of one language's built-in letters, apart from built-in-texts.ts
// (which imports every language) so a language file imports only its shape.
import type { MailTemplateKey } from '@colophon/shared/contracts';

export type TemplateText = { subject: string; body: string };
export type BuiltInTexts = Record<MailTemplateKey, TemplateText>;
