import { type ReactElement } from 'react';
import {
  renderWithProviders as render,
  type RenderWithProvidersOptions,
} from '@colophon/shared/testing';
import { registerUsersTranslations } from './register-users-translations';

/** The shared test renderer with this section's i18n namespace registered. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  return render(ui, { registerTranslations: registerUsersTranslations, ...options });
}
