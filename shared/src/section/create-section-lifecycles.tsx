// The single-spa parcel lifecycles a remote exposes through Module Federation.
import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelError } from './parcel-error';
import { SectionRoot } from './section-root';
import { type SectionBuildInfo, type SectionProps } from './section-props';
import { registerSectionTranslations, type SectionTranslations } from './section-translations';

export interface SectionDefinition {
  /** The section's name, e.g. 'journals'; also the i18n namespace of its texts. */
  section: string;
  /** The section's <Routes> (absolute paths such as '/journals/:id'). */
  Routes: ComponentType;
  /** The remote's own build (its __APP_NAME__ and __APP_VERSION__), shown in the section's footer. */
  build?: SectionBuildInfo;
  /** The section's texts (locales/en.json, ur.json, de.json), registered under its name. */
  translations?: SectionTranslations;
}

export interface SectionLifecycles {
  bootstrap: (props: SectionProps) => Promise<unknown>;
  mount: (props: SectionProps) => Promise<unknown>;
  unmount: (props: SectionProps) => Promise<unknown>;
  update: (props: SectionProps) => Promise<unknown>;
}

export function createSectionLifecycles({
  section,
  Routes,
  build,
  translations,
}: SectionDefinition): SectionLifecycles {
  // Registered when the section's module is evaluated, before anything of it renders.
  registerSectionTranslations(section, translations);
  // One element for every render: when only the host's props change (a kept section shown
  // again, the same location), React stops at the routes instead of rendering every page anew.
  const routes = <Routes />;
  function SectionApp(props: SectionProps) {
    // Parcels receive the section name from the host; the definition's name is the fallback.
    return (
      <SectionRoot {...props} section={props.section || section} build={build}>
        {routes}
      </SectionRoot>
    );
  }
  SectionApp.displayName = `Section(${section})`;

  const lifecycles = singleSpaReact<SectionProps>({
    React,
    ReactDOMClient,
    rootComponent: SectionApp,
    // Last resort for errors outside SectionRoot's own boundary (its providers).
    errorBoundary: (error: Error, _info, props) => (
      <ParcelError section={props.section || section} error={error} />
    ),
    parcelCanUpdate: true,
  });
  const { bootstrap, mount, unmount, update } = lifecycles;
  if (!update) throw new Error('single-spa-react did not create an update lifecycle');
  return { bootstrap, mount, unmount, update } as SectionLifecycles;
}
