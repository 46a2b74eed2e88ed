import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MODE_LOCALE_REFETCH_MS,
  SIMULATION_MESSAGES as M,
  type TCapabilities,
  type TSimulationUpdate,
  type TSimulationView,
} from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import type { TParent } from '@/api/parent.ts';
import { useNotify } from '@/ui/notify.tsx';
import { useSaveIndicator, type TSaveStatus } from '@/ui/SaveIndicator.tsx';
import {
  mergeSimulation,
  patchSimulation,
  simulationKeys,
  useInvalidateLists,
} from '@/api/simulation-cache.ts';
import { describeApiError } from '@/api/errors.ts';
import type { TKind } from './simulation-kind.ts';

export interface TEditorContext {
  simulation: TSimulationView;
  kind: TKind;
  /** The simulation as the parent of its structure calls (stable for the editor's life). */
  parent: TParent;
  capabilities: TCapabilities;
  /** PATCHes the fields; answers whether it saved. Field errors land in fieldErrors, others in the banner. */
  save(patch: TSimulationUpdate): Promise<boolean>;
  /** The first server message per field of the last failed save of that field. */
  fieldErrors: Record<string, string>;
  saveStatus: TSaveStatus;
  /** Tracks another write (custom texts, images) with the Saving/Saved indicator. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Optional texts report unsaved edits here: leaving the editor then asks first. */
  setUnsaved(key: string, unsaved: boolean): void;
}

export const EditorContext = createContext<TEditorContext | null>(null);

export function useEditor(): TEditorContext {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor is only available inside the simulation editor');
  return editor;
}

const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([, list]) => list.length > 0)
      .map(([field, list]) => [field, list[0]!]),
  );

/** Field-by-field saving of the editor with its indicator, field errors and the mode/locale refetch. */
export function useSimulationSaver(id: number) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const invalidateLists = useInvalidateLists();
  const { status, track } = useSaveIndicator();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const save = useCallback(
    async (patch: TSimulationUpdate) => {
      const fields = Object.keys(patch);
      setFieldErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([f]) => !fields.includes(f))));
      try {
        const next = await track(patchSimulation(id, patch));
        mergeSimulation(queryClient, next);
        void invalidateLists();
        if ('locale' in patch || 'mode' in patch) {
          // Texts and units follow the language and the mode: reload once the server has settled them.
          clearTimeout(refetchTimer.current);
          refetchTimer.current = setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: simulationKeys.detail(id) }),
            MODE_LOCALE_REFETCH_MS,
          );
        }
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
          setFieldErrors((prev) => ({ ...prev, ...firstMessages(error.errors) }));
        } else {
          notify.error(`${M.requestFailed}${describeApiError(error)}`);
        }
        return false;
      }
    },
    [id, queryClient, invalidateLists, track, notify],
  );

  return useMemo(
    () => ({ save, fieldErrors, saveStatus: status, track }),
    [save, fieldErrors, status, track],
  );
}
