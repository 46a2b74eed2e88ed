import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZMeetingUpdate, type TMeetingUpdate } from '@commonpurse/domain';
import { useFieldSaver } from '@/editor-kit/editor-context.tsx';
import { mergeMeeting, patchMeeting } from '../api.ts';

/** The first message the shared update schema gives for a patch, or null when it passes. */
export function meetingProblem(patch: TMeetingUpdate): string | null {
  const parsed = ZMeetingUpdate.safeParse(patch);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The meeting editor's field-by-field save (name, location, description each on its own, spec 2 section
 * 4) with the Saving/Saved indicator; the answer goes into the cache and the lists reload.
 */
export function useMeetingSaver(id: number) {
  const queryClient = useQueryClient();
  const write = useCallback(
    async (patch: TMeetingUpdate) => mergeMeeting(queryClient, await patchMeeting(id, patch)),
    [id, queryClient],
  );
  return useFieldSaver(write);
}
