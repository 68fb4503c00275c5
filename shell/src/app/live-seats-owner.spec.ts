import { ownLiveSeats } from './live-seats-owner';

function seats() {
  return { start: jest.fn(), stop: jest.fn() };
}

describe('ownLiveSeats', () => {
  it('starts the stream, closes it when the page is left and opens it again when the page is shown again', () => {
    const stream = seats();
    const giveUp = ownLiveSeats(stream);
    expect(stream.start).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('pagehide'));
    expect(stream.stop).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pageshow'));
    expect(stream.start).toHaveBeenCalledTimes(2);

    giveUp();
    expect(stream.stop).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pageshow'));
    expect(stream.start).toHaveBeenCalledTimes(2);
  });
});
