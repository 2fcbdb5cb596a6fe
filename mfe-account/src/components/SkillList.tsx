import { useEffect, useRef, useState } from 'react';
import { Button, SelectField } from '@er/ui';
import type { SkillValue } from '../forms/profile-form';
import { EXPERIENCE_OPTIONS } from '../forms/profile-options';
import './skills.css';

/**
 * The member's skills on /user/edit: each with its years of experience (未入力, 1年未満, 1〜30年) and a button
 * to remove it. A skill's own server error (update-user-info 'skills.N.experience_years') shows under its select.
 */
export function SkillList({
  skills,
  errors = {},
  onYears,
  onRemove,
}: {
  skills: SkillValue[];
  errors?: Record<number, string[]>;
  onYears: (tagId: number, years: string) => void;
  onRemove: (skill: SkillValue) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // After a removal the focus goes to the next skill's 削除 (or the previous one, or the empty note), not to the page.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(focusAt, buttons.length - 1)] ?? emptyRef.current)?.focus();
    setFocusAt(null);
  }, [focusAt]);

  if (skills.length === 0) {
    return (
      <p ref={emptyRef} tabIndex={-1}>
        スキルはまだ登録されていません。
      </p>
    );
  }
  return (
    <ul ref={listRef} className="mfe-account-skills" aria-label="登録するスキル">
      {skills.map((skill) => (
        <li key={skill.tag_id} className="mfe-account-skill">
          <SelectField
            label={`${skill.term}の経験年数`}
            name={`skill_years_${skill.tag_id}`}
            placeholder="未入力"
            options={EXPERIENCE_OPTIONS}
            value={skill.experience_years}
            onChange={(e) => onYears(skill.tag_id, e.target.value)}
            errors={errors[skill.tag_id]}
          />
          <Button
            variant="secondary"
            className="er-button--small"
            aria-label={`${skill.term}を削除`}
            onClick={() => {
              onRemove(skill);
              setFocusAt(skills.indexOf(skill));
            }}
          >
            削除
          </Button>
        </li>
      ))}
    </ul>
  );
}
