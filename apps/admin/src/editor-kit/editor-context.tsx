import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MODE_LOCALE_REFETCH_MS,
  SIMULATION_MESSAGES as M,
  type TCapabilities,
  type TSimulationBoardView,
  type TSimulationUpdate,
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

/**
 * What the structure board (and the kit's fields) read of the parent being edited: a simulation, or
 * a taxpayer receipt presented as a budget-mode simulation with only its spending list.
 */
export type TBoardSubject = Pick<
  TSimulationBoardView,
  'id' | 'slug' | 'mode' | 'locale' | 'configuration_json' | 'map_enabled' | 'expenses' | 'revenue'
>;

/** The editor as every parent's editor provides it: the board, its dialogs and the kit's fields. */
export interface TBoardEditor {
  simulation: TBoardSubject;
  kind: TKind;
  /** The parent of the structure calls (stable for the editor's life). */
  parent: TParent;
  capabilities: TCapabilities;
  /** The first server message per field of the last failed save of that field. */
  fieldErrors: Record<string, string>;
  saveStatus: TSaveStatus;
  /** Tracks another write (custom texts, images) with the Saving/Saved indicator. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Optional texts report unsaved edits here: leaving the editor then asks first. */
  setUnsaved(key: string, unsaved: boolean): void;
}

/**
 * The simulation editor: the whole simulation (its lists' items with the board's fields, decision
 * 0598) and its field-by-field save.
 */
export interface TEditorContext extends TBoardEditor {
  simulation: TSimulationBoardView;
  /** PATCHes the fields; answers whether it saved. Field errors land in fieldErrors, others in the banner. */
  save(patch: TSimulationUpdate): Promise<boolean>;
}

export const EditorContext = createContext<TBoardEditor | null>(null);

const isSimulationEditor = (editor: TBoardEditor): editor is TEditorContext =>
  editor.parent.kind === 'simulation';

/** The simulation editor (its tabs only). */
export function useEditor(): TEditorContext {
  const editor = useContext(EditorContext);
  if (!editor || !isSimulationEditor(editor))
    throw new Error('useEditor is only available inside the simulation editor');
  return editor;
}

/** The editor of any parent (simulation or receipt): what the structure board and shared fields use. */
export function useBoardEditor(): TBoardEditor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useBoardEditor is only available inside an editor');
  return editor;
}

const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([, list]) => list.length > 0)
      .map(([field, list]) => [field, list[0]!]),
  );

/**
 * Field-by-field saving with the Saving/Saved indicator: `write` sends a patch and puts the answer in
 * the cache; a 422 with field errors lands in fieldErrors, any other failure in the red banner.
 */
export function useFieldSaver<P extends object>(write: (patch: P) => Promise<unknown>) {
  const notify = useNotify();
  const { status, track } = useSaveIndicator();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = useCallback(
    async (patch: P) => {
      const fields = Object.keys(patch);
      setFieldErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([f]) => !fields.includes(f))));
      try {
        await track(write(patch));
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
    [write, track, notify],
  );

  return useMemo(
    () => ({ save, fieldErrors, saveStatus: status, track }),
    [save, fieldErrors, status, track],
  );
}

/** The simulation editor's saver: the field saver plus the lists' refresh and the mode/locale refetch. */
export function useSimulationSaver(id: number) {
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateLists();
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const write = useCallback(
    async (patch: TSimulationUpdate) => {
      const next = await patchSimulation(id, patch);
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
    },
    [id, queryClient, invalidateLists],
  );

  return useFieldSaver(write);
}
