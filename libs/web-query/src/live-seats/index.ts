export { createLiveSeats, liveSeats, LIVE_SEATS_URL, type LiveSeats, type LiveSeatsOptions } from './live-seats-client';
export { useLiveSeatFigures, useLiveSeats, useLiveSeatsList, withLiveSeats, type SeatFields } from './use-live-seats';
