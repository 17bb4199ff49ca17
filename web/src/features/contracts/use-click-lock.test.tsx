import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClickLock, WIZARD_LOCK_MS } from './use-click-lock.ts';

function LockedButton({ onPress }: { onPress: () => void }) {
  const [locked, lock] = useClickLock();
  return (
    <button
      type="button"
      disabled={locked}
      onClick={() => {
        lock();
        onPress();
      }}
    >
      Próximo
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useClickLock', () => {
  it('locks the button for 200 ms after a click, so a double click acts once', () => {
    vi.useFakeTimers();
    const onPress = vi.fn();
    render(<LockedButton onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Próximo' });

    act(() => button.click());
    act(() => button.click());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(WIZARD_LOCK_MS - 1));
    expect(button).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveProperty('disabled', false);

    act(() => button.click());
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
