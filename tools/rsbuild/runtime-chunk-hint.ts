import type { RsbuildPlugin } from '@rsbuild/core';

/** The meta element naming the federation runtime's chunk; the gateway reads it (services/gateway/src/static/index-page.ts). */
export const RUNTIME_CHUNK_META = 'classhub-federation-runtime';

/**
 * Names the shell's federation runtime chunk (`federation`) in index.html, without loading it: a page served by a
 * remote needs it before it can ask for the remote's entry, so the gateway preloads it on those pages, alongside the
 * remote's manifest. A page without a remote (the sign-in page) never downloads it.
 */
export function pluginRuntimeChunkHint(chunkName = 'federation'): RsbuildPlugin {
  return {
    name: 'classhub:runtime-chunk-hint',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const file = [...(compilation.namedChunks.get(chunkName)?.files ?? [])].find((name) => name.endsWith('.js'));
        if (!file) throw new Error(`The shell has no "${chunkName}" chunk to name in index.html`);
        const content = `${assetPrefix.replace(/\/$/, '')}/${file}`;
        return { ...tags, headTags: [...tags.headTags, { tag: 'meta', attrs: { name: RUNTIME_CHUNK_META, content } }] };
      });
    },
  };
}
