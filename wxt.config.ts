import { createRequire } from 'node:module';
import path from 'node:path';

import { defineConfig } from 'wxt';

import { CATALOGUES } from './lib/i18n/catalogue';
import { LOCALES } from './lib/i18n/locales';
import { messagesJson } from './lib/i18n/messages-json';

// onnxruntime-web's builds that load their wasm glue from a URL (not inlined): the engine worker
// points them at /ort/, where the build copies the files from node_modules. Never from a CDN.
// JSEP (with WebGPU) and the plain WASM build: the engine starts one of them (lib/ml/ort-builds.ts).
const ortDist = path.dirname(
  createRequire(import.meta.url).resolve('onnxruntime-web/ort-wasm-simd-threaded.jsep.wasm'),
);
const ORT_FILES = [
  'ort-wasm-simd-threaded.jsep.mjs',
  'ort-wasm-simd-threaded.jsep.wasm',
  'ort-wasm-simd-threaded.mjs',
  'ort-wasm-simd-threaded.wasm',
];

// The manifest is the security boundary of the extension, so it is spelled out here rather
// than left to defaults: no remote code, wasm allowed for onnxruntime, cross-origin isolation
// so the engine can use wasm threads, and no host permission until the user turns online
// checking on (optional_host_permissions).
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  imports: false,
  // The engine worker is a module worker: ES output lets rarely used parts (WebLLM, several MB)
  // load as separate chunks on first use instead of with every engine start.
  vite: () => ({
    resolve: {
      alias: [
        { find: /^onnxruntime-web$/, replacement: path.join(ortDist, 'ort.min.mjs') },
        { find: /^onnxruntime-web\/wasm$/, replacement: path.join(ortDist, 'ort.wasm.min.mjs') },
      ],
    },
    worker: { format: 'es' },
  }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      for (const name of ORT_FILES) files.push({ absoluteSrc: path.join(ortDist, name), relativeDest: `ort/${name}` });
      // The interface's languages (lib/i18n): one messages.json per language, from the typed catalogues.
      for (const locale of LOCALES) {
        files.push({ contents: messagesJson(CATALOGUES, locale), relativeDest: `_locales/${locale}/messages.json` });
      }
    },
  },
  manifest: ({ browser }) => ({
    name: 'ClaimLens',
    description: '__MSG_manifest_description__',
    default_locale: 'en',
    permissions: [
      'storage',
      'unlimitedStorage',
      'contextMenus',
      'alarms',
      // "Open PDFs in ClaimLens": redirect rules that act only where the reader granted site access.
      'declarativeNetRequestWithHostAccess',
      // A click on the toolbar menu lets ClaimLens read that tab's address (a PDF to open).
      'activeTab',
      ...(browser === 'firefox' ? [] : ['offscreen', 'sidePanel']),
    ],
    // file:///*: the PDF viewer reads a PDF saved on this computer only with it (and "Allow access
    // to file URLs"); Firefox lets no extension read files.
    optional_host_permissions: ['https://*/*', 'http://*/*', ...(browser === 'firefox' ? [] : ['file:///*'])],
    // A PDF link followed from a page may be redirected into the viewer only if pages may reach it.
    web_accessible_resources: [{ resources: ['pdf.html'], matches: ['https://*/*', 'http://*/*'] }],
    action: { default_title: 'ClaimLens' },
    commands: {
      'check-selection': {
        suggested_key: { default: 'Alt+Shift+C', mac: 'Alt+Shift+C' },
        description: '__MSG_manifest_checkSelection__',
      },
      'type-claim': {
        suggested_key: { default: 'Alt+Shift+K', mac: 'Alt+Shift+K' },
        description: '__MSG_manifest_typeClaim__',
      },
    },
    content_security_policy: {
      extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'",
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'claimlens@claimlens.dev',
              // 140 (the ESR): the first with data_collection_permissions and the CSS Custom Highlight API.
              strict_min_version: '140.0',
              // Nothing leaves the device unless the reader turns online checking on; then the
              // claim's text goes to the trusted sources' search and the LLM.
              data_collection_permissions: { required: ['none'], optional: ['websiteContent'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {
          // The organisation's policy (docs/managed.md): Chrome reads 3rdparty extension policy
          // only for an extension that declares its schema. Firefox reads policies.json and has no schema.
          storage: { managed_schema: 'managed-schema.json' },
          cross_origin_embedder_policy: { value: 'require-corp' },
          cross_origin_opener_policy: { value: 'same-origin' },
        }),
  }),
});
