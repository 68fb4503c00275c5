// Runs this remote alone (its own dev server) with the providers the shell gives it inside ClassHub.
import { renderStandalone } from '@classhub/ui';
import { createStandaloneStore, liveSeats } from '@classhub/web-query';
import App from './app/app';

// Live seat figures in the selected classes and on the payment page, as the shell starts them inside ClassHub.
liveSeats.start();
renderStandalone(App, createStandaloneStore());
