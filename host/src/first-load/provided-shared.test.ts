import * as React from 'react';
import * as colophonShared from '@colophon/shared';
import { sharedDependencies, providedVersions } from '@colophon/shared/mf';
import { yieldToMain } from './idle';
import { LOADED_IN_PARTS, PROVIDED_MODULES, providedShared } from './provided-shared';

jest.mock('./idle', () => ({ yieldToMain: jest.fn(() => Promise.resolve()) }));

describe('the modules the host provides to the sections', () => {
  it('are exactly the ones every section build shares', () => {
    expect(Object.keys(PROVIDED_MODULES).sort()).toEqual(Object.keys(sharedDependencies()).sort());
  });

  it('are given loaded, as singletons, with the version and range the sections ask for', async () => {
    const versions = providedVersions();
    const shared = await providedShared(versions);
    const react = shared.react as {
      version: string;
      lib: () => unknown;
      shareConfig: { singleton: boolean; requiredVersion: string };
    };
    expect(react.version).toBe(versions.react!.version);
    expect(react.shareConfig).toEqual({
      singleton: true,
      requiredVersion: sharedDependencies().react!.requiredVersion,
    });
    // The host's own instance of the module, not a copy.
    expect((react.lib() as typeof React).useState).toBe(React.useState);
    const store = shared['@colophon/shared'] as { lib: () => typeof colophonShared };
    expect(store.lib().useAuthStore).toBe(colophonShared.useAuthStore);
  });

  it('loads one module per task, giving the main thread back before each', async () => {
    const versions = providedVersions();
    jest.mocked(yieldToMain).mockClear();
    const order: string[] = [];
    jest.mocked(yieldToMain).mockImplementation(() => {
      order.push('yield');
      return Promise.resolve();
    });
    const loads = Object.fromEntries(
      Object.entries(PROVIDED_MODULES).map(([request, load]) => [request, load]),
    );
    for (const request of Object.keys(PROVIDED_MODULES)) {
      PROVIDED_MODULES[request] = () => {
        order.push(request);
        return loads[request]!();
      };
    }
    try {
      await providedShared(versions);
    } finally {
      Object.assign(PROVIDED_MODULES, loads);
    }
    const requests = Object.keys(versions);
    const partsOf = (request: string) => LOADED_IN_PARTS[request]?.length ?? 0;
    expect(order).toEqual(
      requests.flatMap((request) => [
        ...Array<string>(partsOf(request)).fill('yield'),
        'yield',
        request,
      ]),
    );
  });

  it('evaluates the antd kit’s data components one per task before the kit', async () => {
    const order: string[] = [];
    jest.mocked(yieldToMain).mockImplementation(() => {
      order.push('yield');
      return Promise.resolve();
    });
    const kit = '@colophon/shared/antd';
    const parts = LOADED_IN_PARTS[kit]!;
    expect(parts.map(([name]) => name)).toContain('table');
    const recorded = parts.map(([name, load]) => [name, () => (order.push(name), load())] as const);
    const { [kit]: real } = LOADED_IN_PARTS;
    const loadKit = PROVIDED_MODULES[kit]!;
    LOADED_IN_PARTS[kit] = recorded;
    PROVIDED_MODULES[kit] = () => (order.push(kit), loadKit());
    try {
      await providedShared({ [kit]: providedVersions()[kit]! });
    } finally {
      LOADED_IN_PARTS[kit] = real!;
      PROVIDED_MODULES[kit] = loadKit;
    }
    expect(order).toEqual([...parts.flatMap(([name]) => ['yield', name]), 'yield', kit]);
  });

  it('refuses a shared request it has no module for', async () => {
    await expect(
      providedShared({ 'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' } }),
    ).rejects.toThrow('The host does not provide the shared module left-pad');
  });
});
