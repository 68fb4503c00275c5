// Rsbuild's declarations for imported assets: `import url from './x.svg'` is the asset's URL.
/// <reference types="@rsbuild/core/types" />
