import { create } from 'zustand';
import { fetchAppliedJobIds, fetchSavedJobIds } from './seekerJobsApi';

export type JobAction = 'apply' | 'save' | 'unsave';

export interface SeekerJobsState {
  /** Whose ids are loaded (the session user's id), or null when none are. */
  loadedFor: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  appliedIds: ReadonlySet<string>;
  savedIds: ReadonlySet<string>;
  /** The request under way for a job, so every button for that job shows it. */
  pending: Readonly<Record<string, JobAction>>;
  /**
   * Loads the applied and saved ids of `userId` once. Resolves to the load it started, or null
   * when they are already loaded or loading (so only one caller reports a failure).
   */
  load: (userId: string) => Promise<void> | null;
  /** Forgets everything (logged out). */
  clear: () => void;
  markApplied: (jobId: string) => void;
  markSaved: (jobId: string, saved: boolean) => void;
  setPending: (jobId: string, action: JobAction | null) => void;
}

const initial = {
  loadedFor: null,
  status: 'idle' as const,
  appliedIds: new Set<string>(),
  savedIds: new Set<string>(),
  pending: {},
};

/** Which jobs the logged-in seeker applied to and saved, shared by every card, modal and page. */
export const useSeekerJobsStore = create<SeekerJobsState>()((set, get) => ({
  ...initial,

  load: (userId) => {
    const { loadedFor, status } = get();
    if (loadedFor === userId && status !== 'error') return null;
    set({ loadedFor: userId, status: 'loading' });
    return Promise.all([fetchAppliedJobIds(), fetchSavedJobIds()]).then(
      ([applied, saved]) => {
        if (get().loadedFor !== userId) return;
        set((state) => ({
          status: 'ready',
          // Keep what changed on this page while the lists were on their way.
          appliedIds: new Set([...applied, ...state.appliedIds]),
          savedIds: new Set([...saved, ...state.savedIds]),
        }));
      },
      (error: unknown) => {
        if (get().loadedFor === userId) set({ status: 'error' });
        throw error;
      },
    );
  },

  clear: () => set({ ...initial, appliedIds: new Set(), savedIds: new Set() }),

  markApplied: (jobId) => set((state) => ({ appliedIds: new Set(state.appliedIds).add(jobId) })),

  markSaved: (jobId, saved) =>
    set((state) => {
      const savedIds = new Set(state.savedIds);
      if (saved) savedIds.add(jobId);
      else savedIds.delete(jobId);
      return { savedIds };
    }),

  setPending: (jobId, action) =>
    set((state) => {
      const pending = { ...state.pending };
      if (action) pending[jobId] = action;
      else delete pending[jobId];
      return { pending };
    }),
}));
