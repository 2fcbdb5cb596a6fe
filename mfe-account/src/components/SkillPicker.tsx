import { useId, useState, type KeyboardEvent } from 'react';
import { TAG_KEYWORD_MAX_LENGTH, useTagSuggestions } from '../hooks/useTagSuggestions';
import './skills.css';

export interface TagChoice {
  id: number;
  term: string;
}

/**
 * The skill typeahead of /user/edit (an ARIA 1.2 combobox with a listbox popup): typing asks
 * get-suggested-tag-list, ↑/↓ move through the suggestions, Enter or a click adds one, Esc closes the list.
 * A skill already on the list is shown as 追加済み and cannot be added twice (the API refuses duplicates).
 */
export function SkillPicker({
  chosenIds,
  onAdd,
  full,
  errors = [],
}: {
  chosenIds: readonly number[];
  onAdd: (tag: TagChoice) => void;
  full: boolean;
  /** Errors of the skills as a whole (update-user-info `errors.skills`: a duplicate, an unknown tag). */
  errors?: string[];
}) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errId = `${id}-errors`;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const { tags, answered, isError } = useTagSuggestions(typed);
  const expanded = open && tags.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const isChosen = (tag: TagChoice) => chosenIds.includes(tag.id);

  const choose = (tag: TagChoice) => {
    if (isChosen(tag)) return;
    onAdd(tag);
    setTyped('');
    setOpen(false);
    setActive(-1);
    setAnnouncement(`${tag.term}を追加しました。経験年数を選んでください。`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!tags.length) return;
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + tags.length) % tags.length);
    } else if (e.key === 'Enter') {
      // Enter picks a suggestion; it never submits the whole form from this box.
      if (typed.trim() !== '' || expanded) e.preventDefault();
      const tag = expanded ? tags[active] : undefined;
      if (tag) choose(tag);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status = full
    ? 'スキルは50件まで登録できます。'
    : isError
      ? 'スキルの候補を読み込めませんでした。'
      : open && answered && typed.trim() !== '' && tags.length === 0
        ? '一致するスキルが見つかりません。別の言葉で入力してください。'
        : expanded
          ? ''
          : announcement;

  return (
    <div className={`er-field${errors.length ? ' er-field--invalid' : ''}`}>
      <label htmlFor={id}>スキルを追加</label>
      <p className="er-field__hint" id={hintId}>
        スキル名（例：Java、AWS）を入力し、候補から選んでください
      </p>
      <div className="mfe-account-combobox">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={errors.length ? `${hintId} ${errId}` : hintId}
          aria-invalid={errors.length > 0 || undefined}
          autoComplete="off"
          maxLength={TAG_KEYWORD_MAX_LENGTH}
          disabled={full}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="スキルの候補" hidden={!expanded}>
          {expanded &&
            tags.map((tag, index) => (
              <li
                key={tag.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                aria-disabled={isChosen(tag) || undefined}
                // Keep the focus in the box, so the click does not close the list before it lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(tag)}
              >
                {tag.term}
                {isChosen(tag) && '（追加済み）'}
              </li>
            ))}
        </ul>
      </div>
      {errors.length > 0 && (
        <ul className="er-field__errors" id={errId}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <p className="er-field__hint" role="status">
        {status}
        {expanded && <span className="er-visually-hidden">候補が{tags.length}件あります。上下キーで選んでEnterで追加します。</span>}
      </p>
    </div>
  );
}
