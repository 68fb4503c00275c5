// tools/ holds workspace tooling, not an Nx project, so the project-boundary rule does not apply here.
import { defineHostConfig } from '../tools/rsbuild/federation';

export default defineHostConfig({ name: 'shell', port: 3200 });
