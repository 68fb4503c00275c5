// The content security policy allows no eval. When zod builds an object schema it probes for eval with
// `new Function('')` to compile a faster parser; the browser refuses and reports a policy violation on every page with
// a form. Forms check a handful of fields, where the compiled parser gains nothing, so zod runs "jitless" here.
// zod keeps its settings on `globalThis.__zod_globalConfig`, shared by every copy of zod on the page (the shell's and
// each remote's). Writing it there, before any copy loads, spares every page the 3 KB of zod that importing
// `config` would put in the entry; the spec checks the key against zod's own `config()`.
const zodGlobals = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobals.__zod_globalConfig = Object.assign(zodGlobals.__zod_globalConfig ?? {}, { jitless: true });

export {};
