// The federation host: created when the page first needs a remote (its route, a hover on a link to
// it, a layer). The home page and the shell's own pages never download the federation runtime
// (~20 KB gzip). The shell's libraries go into the share scope as loaded singletons — the very
// modules the shell runs on — so a remote never downloads its own copy (e2e singletons.spec).
import * as runtimeCore from '@module-federation/runtime-core';
import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as zustand from 'zustand';
import * as styledComponents from 'styled-components';
import * as platform from '@hanpan/platform';
import { runtimePlugins, type CompatibilityRules } from './runtime-plugins';

/** Version and range of each shared singleton (scripts/federation-shared.cjs, the remotes' map too; webpack defines it). */
declare const __HANPAN_SHARED__: Record<string, { version: string; requiredVersion: string }>;

type Factory = () => unknown;
// loaded with the shell; the rest on first use
const loaded: Record<string, Factory> = {
  react: () => React,
  'react/jsx-runtime': () => ReactJsxRuntime,
  'react-dom': () => ReactDOM,
  'react-dom/client': () => ReactDOMClient,
  zustand: () => zustand,
  'styled-components': () => styledComponents,
  '@hanpan/platform': () => platform,
};
const onDemand: Record<string, () => Promise<Factory>> = {
  'single-spa-react': () => import('single-spa-react').then((m) => () => m),
  '@hanpan/platform/dialogs': () => import('@hanpan/platform/dialogs').then((m) => () => m),
  // remotes built before platform 1.3.0 consume it (later ones take its hooks from the platform)
  '@tanstack/react-query': () => import(/* webpackChunkName: "react-query-for-older-remotes" */ '@tanstack/react-query').then((m) => () => m),
};

function sharedScope() {
  return Object.fromEntries(
    Object.entries(__HANPAN_SHARED__).map(([name, { version, requiredVersion }]) => {
      const shareConfig = { singleton: true, requiredVersion };
      if (name in loaded) return [name, { version, scope: 'default', shareConfig, lib: loaded[name] }];
      if (name in onDemand) return [name, { version, scope: 'default', shareConfig, get: onDemand[name] }];
      throw new Error(`[federation] shared module ${name} has no source in the shell`);
    }),
  );
}

/**
 * The remotes are built with `experiments.externalRuntime`: they read runtime-core from this
 * global instead of shipping a second copy in every remoteEntry.js (28 → 8 KB gzip).
 */
function provideRuntimeCore() {
  const global = runtimeCore.Global as Record<string, unknown>;
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/** The host, with the runtime plugins (retry, timeouts, compatibility: ./runtime-plugins). */
export function createFederationHost(rules: CompatibilityRules): ModuleFederation {
  provideRuntimeCore();
  return init({
    name: 'shell',
    remotes: [],
    shared: sharedScope(),
    plugins: runtimePlugins(rules),
    // never fetch every registered remote to negotiate versions: a missing one would fail the page
    shareStrategy: 'loaded-first',
  });
}
