// tools/ holds workspace tooling, not an Nx project, so the project-boundary rule does not apply here.
import { defineRemoteConfig } from '../tools/rsbuild/federation';

export default defineRemoteConfig({ name: 'mf_student', port: 3202 });
