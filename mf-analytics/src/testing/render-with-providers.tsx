import { type ReactElement } from 'react';
import { registerNamespace } from '@colophon/shared';
import {
  renderWithProviders as render,
  type RenderWithProvidersOptions,
} from '@colophon/shared/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import ur from '../locales/ur.json';

/** Adds the section's texts to the one i18n instance, as section.tsx does when the host mounts it. */
const registerTranslations = () => registerNamespace('analytics', { en, ur, de });

/** The shared test renderer with this section's i18n namespace registered. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  return render(ui, { registerTranslations, ...options });
}
