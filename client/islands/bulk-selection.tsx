import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// An office list's bulk selection with script (docs/content.md, "Bulk actions"): the head's box ticks every row
// of the page (or none), and the action bar says how many are ticked. The rows' boxes are the page's own inputs
// (form=<the bulk form>), which post without script; both parts are hidden until they run, so a page without
// script shows neither.

export interface BulkSelectionProps {
  /** The bulk form's id, which the rows' boxes name. */
  form: string;
  /**
   * Which part: the head's box (named for a screen reader), the same box with its words beside it (in the action
   * bar of a list whose head a phone does not show), or the count beside the form's button.
   */
  part: 'all' | 'all-labelled' | 'count';
}

/** Told when the head's box changed the rows' boxes (setting `checked` sends no change event). */
const TICKED_ALL = 'bulk-selection-ticked';

const boxesOf = (form: string) => [
  ...document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="ids"][form="${CSS.escape(form)}"]`),
];

/** How many of the page's rows are ticked, of how many, followed as they change; undefined before it runs. */
function useSelection(form: string) {
  const [selection, setSelection] = useState<{ ticked: number; of: number }>();
  useEffect(() => {
    const count = () => {
      const boxes = boxesOf(form);
      setSelection({ ticked: boxes.filter((box) => box.checked).length, of: boxes.length });
    };
    count();
    document.addEventListener('change', count);
    document.addEventListener(TICKED_ALL, count);
    return () => {
      document.removeEventListener('change', count);
      document.removeEventListener(TICKED_ALL, count);
    };
  }, [form]);
  return selection;
}

export function BulkSelection({ form, part }: BulkSelectionProps) {
  const { t } = useTranslation('admin');
  const selection = useSelection(form);
  const box = useRef<HTMLInputElement>(null);
  const all = selection !== undefined && selection.of > 0 && selection.ticked === selection.of;
  const some = selection !== undefined && selection.ticked > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  if (part === 'count')
    return (
      <span className="bulk-count" role="status" hidden={selection === undefined}>
        {t('bulk.selection.count', { count: selection?.ticked ?? 0 })}
      </span>
    );
  const input = (
    <input
      ref={box}
      type="checkbox"
      className="bulk-box"
      aria-label={part === 'all' ? t('bulk.selection.all') : undefined}
      hidden={part === 'all' && selection === undefined}
      checked={all}
      onChange={(event) => {
        for (const row of boxesOf(form)) row.checked = event.target.checked;
        document.dispatchEvent(new Event(TICKED_ALL));
      }}
    />
  );
  if (part === 'all') return input;
  return (
    <label className="bulk-all" hidden={selection === undefined}>
      {input} {t('bulk.selection.all')}
    </label>
  );
}
