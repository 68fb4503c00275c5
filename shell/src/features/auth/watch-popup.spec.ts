import { POPUP_POLL_MS, POPUP_TIMEOUT_MS, watchPopup } from './watch-popup';

describe('watchPopup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const popupWindow = () => ({ closed: false, close: jest.fn() });

  it('reports a closed popup one poll after it closed, once', () => {
    const popup = popupWindow();
    const onClosed = jest.fn();
    watchPopup(popup as unknown as Window, { onClosed, onTimedOut: jest.fn() });
    jest.advanceTimersByTime(POPUP_POLL_MS * 3);
    expect(onClosed).not.toHaveBeenCalled();
    popup.closed = true;
    jest.advanceTimersByTime(POPUP_POLL_MS);
    expect(onClosed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(POPUP_POLL_MS * 4);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes a popup left open past the time limit and says so', () => {
    const popup = popupWindow();
    const onTimedOut = jest.fn();
    watchPopup(popup as unknown as Window, { onClosed: jest.fn(), onTimedOut });
    jest.advanceTimersByTime(POPUP_TIMEOUT_MS);
    expect(popup.close).toHaveBeenCalled();
    expect(onTimedOut).toHaveBeenCalledTimes(1);
  });

  it('reports nothing once stopped (a result arrived)', () => {
    const popup = popupWindow();
    const onClosed = jest.fn();
    const onTimedOut = jest.fn();
    const stop = watchPopup(popup as unknown as Window, { onClosed, onTimedOut });
    stop();
    popup.closed = true;
    jest.advanceTimersByTime(POPUP_TIMEOUT_MS);
    expect(onClosed).not.toHaveBeenCalled();
    expect(onTimedOut).not.toHaveBeenCalled();
  });
});
