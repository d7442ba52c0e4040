interface ToggleLabelProps {
  on: boolean;
  onText: string;
  offText: string;
}

// A toggle button's label that never changes the button's size: both texts take the same grid cell, the one
// not in force invisible (so it is not part of the accessible name). Saving a product therefore never moves
// the buttons of its card, and cards in a row stay aligned.
export function ToggleLabel({ on, onText, offText }: ToggleLabelProps) {
  return (
    <span className="toggle-label">
      <span className={on ? undefined : 'toggle-label__idle'}>{onText}</span>
      <span className={on ? 'toggle-label__idle' : undefined}>{offText}</span>
    </span>
  );
}
