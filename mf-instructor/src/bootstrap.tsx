// Runs this remote alone (its own dev server) with the providers the shell gives it inside ClassHub.
import { renderStandalone } from '@classhub/ui';
import { createStandaloneStore } from '@classhub/web-query';
import App from './app/app';

renderStandalone(App, createStandaloneStore());
