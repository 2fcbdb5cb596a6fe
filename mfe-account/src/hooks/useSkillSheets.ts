import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, fieldErrors, formErrorMessage, type ApiErrorBody, type GetSkillSheetListResponse, type Schemas } from '@er/api-client';
import { localFileError, uploadSkillSheet } from './upload-skill-sheet';

export type SkillSheet = Schemas['SkillSheetDto'];

/** The message of a refused call: the server's error on `file` when it gave one, else its message (Japanese fallbacks). */
export function skillSheetErrorMessage(error: ApiErrorBody): string {
  return fieldErrors(error)?.file?.[0] ?? formErrorMessage(error);
}

/** The member's skill sheets (get-skill-sheet-list, newest first), kept in the query cache; `staleTime` 0 asks again on every visit. */
export function useSkillSheetList({ staleTime }: { staleTime?: number } = {}) {
  return useQuery({ ...api.skillSheets.getSkillSheetList.query(), select: (r) => r.sheets, ...(staleTime === undefined ? {} : { staleTime }) });
}

/** A sheet just uploaded goes first in the cached list (once, whichever page uploaded it). */
export function prependSheet(queryClient: QueryClient, sheet: SkillSheet): void {
  queryClient.setQueryData<GetSkillSheetListResponse>(api.skillSheets.getSkillSheetList.key(), (old) => ({
    ...old,
    sheets: [sheet, ...(old?.sheets ?? []).filter((s) => s.id !== sheet.id)],
  }));
}

/**
 * delete-skill-sheet and upload-skill-sheet, each updating the cached list on success. Both answer
 * the Japanese message of a failure (or null), for the section to show.
 */
export function useSkillSheetActions() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  const setSheets = useCallback(
    (update: (sheets: SkillSheet[]) => SkillSheet[]) =>
      queryClient.setQueryData<GetSkillSheetListResponse>(api.skillSheets.getSkillSheetList.key(), (old) => (old ? { ...old, sheets: update(old.sheets) } : old)),
    [queryClient],
  );

  const remove = useCallback(
    async (id: number): Promise<string | null> => {
      setDeleting(id);
      const { error } = await api.skillSheets.deleteSkillSheet({ id });
      setDeleting(null);
      // Already gone (another tab): it leaves the list all the same.
      if (error && error.code !== 'SKILL_SHEET_NOT_FOUND') return skillSheetErrorMessage(error);
      setSheets((sheets) => sheets.filter((s) => s.id !== id));
      return null;
    },
    [setSheets],
  );

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const local = localFileError(file);
      if (local) return local;
      aborter.current = new AbortController();
      setProgress(0);
      try {
        const { data, error } = await uploadSkillSheet(file, setProgress, aborter.current.signal);
        if (error) return skillSheetErrorMessage(error);
        prependSheet(queryClient, data.sheet);
        return null;
      } catch {
        return null; // aborted: the section was left
      } finally {
        setProgress(null);
      }
    },
    [queryClient],
  );

  return { upload, progress, uploading: progress !== null, remove, deleting };
}
