import { describeSectionModule } from '@colophon/shared/testing';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';
import * as section from './section';

describeSectionModule('analytics', section, { en, ur, de });
