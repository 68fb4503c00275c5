// One flat config for the whole workspace. Each project runs `eslint .` from its own folder,
// so this file is found by walking up; project tags (package.json "nx.tags") drive the boundaries.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

// The front ends take React Router from @classhub/routing, the module the shell shares with every remote: a direct
// import would bundle a second router (whose context the shell's routes never see) and all of react-router with it.
const ROUTER_IMPORTS = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: 'Import routing from @classhub/routing (the router every front end shares).',
}));
const REDUX_TOOLKIT_IMPORTS = ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map(
  (name) => ({
    name,
    allowTypeImports: true,
    message: 'Take what a remote needs of Redux Toolkit from @classhub/web-query (RTK is the shell’s, not shared).',
  }),
);
const ZOD_FULL_API = {
  name: 'zod',
  allowTypeImports: true,
  message: "Use zod's mini API ('zod/mini') here: the full one weighs 20 KB on the page.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `interface UserDto extends z.output<typeof userSchema> {}` names a type inferred from its schema, so editors,
      // errors and the shared libs' API reports say `UserDto` instead of spelling its fields out.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Apps never import each other: a remote, the shell or a service depends only on libs.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:ui',
                'type:web-api',
                'type:web-query',
                'type:routing',
                'type:contracts',
                'type:web-testing',
                'type:remote-testing',
              ],
            },
            {
              sourceTag: 'type:remote-testing',
              onlyDependOnLibsWithTags: ['type:ui', 'type:web-api', 'type:web-query', 'type:routing', 'type:contracts'],
            },
            {
              sourceTag: 'type:service',
              onlyDependOnLibsWithTags: ['type:nest-kit', 'type:telemetry', 'type:contracts', 'type:testing'],
            },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:routing', 'type:contracts'] },
            { sourceTag: 'type:routing', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:web-api', onlyDependOnLibsWithTags: ['type:contracts', 'type:web-testing'] },
            {
              sourceTag: 'type:web-query',
              onlyDependOnLibsWithTags: ['type:web-api', 'type:contracts', 'type:web-testing'],
            },
            { sourceTag: 'type:web-testing', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'type:nest-kit',
              onlyDependOnLibsWithTags: ['type:telemetry', 'type:contracts', 'type:testing'],
            },
            { sourceTag: 'type:telemetry', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:contracts'] },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:testing', 'type:api-client', 'type:telemetry'],
            },
            { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:contracts', 'type:api-client'] },
            // Browser code never pulls in server code, and the reverse.
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:any'] },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
          ],
        },
      ],
    },
  },
  {
    // Inside db.transaction(async (tx) => …) every query goes through `tx`: a query through the injected database
    // waits for a second pooled connection while the transaction holds one, and a burst of them hangs the pool.
    // The database module also refuses such queries at run time (transaction-guard.ts); this catches the direct case early.
    files: ['services/**/*.ts', 'libs/nest-kit/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='transaction'] > :function MemberExpression[object.type='ThisExpression'][property.name=/^(db|database|pool)$/]",
          message:
            'Use the transaction (`tx`) for every query inside db.transaction(); the pool would wait on a connection this transaction holds.',
        },
      ],
    },
  },
  {
    // Build and test configuration and the benchmarks may load the workspace's shared tooling under tools/ (the
    // platform launcher, its API client and fault scenarios), and the deploy checks test the front-end build helpers;
    // app code may not.
    files: [
      '**/jest.config.cjs',
      '**/rsbuild.config.ts',
      '**/playwright.config.ts',
      '**/drizzle.config.ts',
      '**/support/*.ts',
      'bench/**/*.mjs',
      'deploy/secrets/*.mjs',
      'deploy/src/front-end-build.spec.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'libs/ui/**/*.{ts,tsx}',
      'libs/web-api/**/*.{ts,tsx}',
      'libs/web-query/**/*.{ts,tsx}',
      'libs/web-testing/**/*.{ts,tsx}',
      'libs/remote-testing/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: ROUTER_IMPORTS }],
    },
  },
  {
    // The shell's pages and the identity and class schemas use zod's mini API (decision 0026): one import of zod's full
    // API would bring its 20 KB gzip back to the sign-in page. Types are free.
    files: [
      'shell/**/*.{ts,tsx}',
      'libs/contracts/src/identity/{auth.schemas,password-policy,profile.schemas,user-fields,user.dto}.ts',
      'libs/contracts/src/classes/class.api.ts',
    ],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...ROUTER_IMPORTS, ZOD_FULL_API] }] },
  },
  {
    // Redux Toolkit is the shell's and the web libs', not a shared module (tools/rsbuild/federation.ts): a remote
    // importing it would bundle a second copy. Types are free.
    files: ['mf-*/**/*.{ts,tsx}'],
    ignores: ['mf-*/**/*.spec.{ts,tsx}', 'mf-*/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...ROUTER_IMPORTS, ...REDUX_TOOLKIT_IMPORTS] }] },
  },
  {
    // The instructor's Add A Class form, like the shell's forms, validates with zod's mini API (the same 20 KB).
    files: ['mf-instructor/**/*.{ts,tsx}'],
    ignores: ['mf-*/**/*.spec.{ts,tsx}', 'mf-*/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...ROUTER_IMPORTS, ...REDUX_TOOLKIT_IMPORTS, ZOD_FULL_API] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'scripts/**', '.ci/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
