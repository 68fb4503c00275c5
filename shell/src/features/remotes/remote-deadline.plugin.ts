import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  answerDeadlineMs,
  failScriptWithoutAnswer,
  fetchWithAnswerDeadline,
  WHOLE_DOWNLOAD_MS,
  type NoAnswerLog,
} from './answer-deadline';

type CreateScriptArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['createScript']>>[0];

/**
 * Gives a remote's manifest fetch and its scripts a deadline on the start of the answer (answer-deadline.ts) and notes
 * in `silent` which remote said nothing, so the loader shows that area's fallback instead of retrying.
 */
export function remoteDeadlinePlugin(
  silent: NoAnswerLog,
  now: () => number = () => performance.now(),
): ModuleFederationRuntimePlugin {
  return {
    name: 'classhub-remote-deadline',
    fetch(url, init, remoteInfo) {
      return fetchWithAnswerDeadline(url, init, answerDeadlineMs(now()), () => silent.record(remoteInfo?.name ?? url));
    },
    createScript({ url, attrs, remoteInfo }: CreateScriptArgs) {
      const script = document.createElement('script');
      // The runtime leaves the attributes to whoever creates the element.
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      script.src = url;
      failScriptWithoutAnswer(script, url, answerDeadlineMs(now()), () => silent.record(remoteInfo?.name ?? url));
      // Ours ends the download first; the runtime's own timer is only a backstop.
      return { script, timeout: WHOLE_DOWNLOAD_MS * 2 };
    },
  };
}
