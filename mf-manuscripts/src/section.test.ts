import { describeSectionModule } from '@colophon/shared/testing';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';
import * as section from './section';

describeSectionModule('manuscripts', section, { en, ur, de });
