// Runs this remote alone (its own dev server) with the providers the shell gives it inside ClassHub.
import { renderStandalone } from '@classhub/ui';
import { startSession } from '@classhub/web-api';
import { createStandaloneStore, liveSeats } from '@classhub/web-query';
import App from './app/app';

const store = createStandaloneStore();
// Select waits for the auth state (docs/product.md#class-cards): sign in from the session cookie, as the shell does.
void store.dispatch(startSession());
// Live seat figures on the cards, as the shell starts them inside ClassHub.
liveSeats.start();
renderStandalone(App, store);
