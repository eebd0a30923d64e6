import { useState } from 'react';

/** What the viewer knows about one photo: a pending delete confirmation, a failed delete, a failed load. */
interface PhotoStatus {
  path: string;
  confirming: boolean;
  deleteError: string | null;
  failed: boolean;
}

export type PhotoStatusChange = Partial<Omit<PhotoStatus, 'path'>>;

/**
 * The lightbox's state: the shown photo, moving between photos (wrapping), and the shown photo's
 * status (delete confirmation, delete failure, load failure) with the delete itself.
 */
export function useLightboxPhoto({
  photos,
  index,
  onIndexChange,
  onDelete,
}: {
  photos: readonly string[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onDelete?: (path: string) => Promise<void>;
}) {
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const path = photos[current] ?? '';
  const [deleting, setDeleting] = useState(false);
  // The status is recorded for one photo and lapses once another photo shows (a move here, a delete,
  // or a new index from the owner), so it is derived from the shown path rather than reset.
  const [status, setStatus] = useState<PhotoStatus | null>(null);
  const shown = status?.path === path ? status : null;

  /** Records a change to the shown photo's status. */
  const record = (change: PhotoStatusChange) =>
    setStatus((previous) => ({
      path,
      confirming: false,
      deleteError: null,
      failed: false,
      ...(previous?.path === path ? previous : {}),
      ...change,
    }));

  /** Records the outcome of a delete, unless another photo's status has been recorded meanwhile. */
  const recordFor = (target: string, change: PhotoStatusChange) =>
    setStatus((previous) => (previous?.path === target ? { ...previous, ...change } : previous));

  /** Shows another photo; a status left behind does not come back when the viewer returns to it. */
  const show = (next: number) => {
    if (next !== current) setStatus(null);
    onIndexChange(next);
  };

  const move = (step: number) => {
    if (photos.length < 2) return;
    show((current + step + photos.length) % photos.length);
  };

  const remove = async () => {
    if (!onDelete) return;
    const target = path;
    setDeleting(true);
    record({ deleteError: null });
    try {
      await onDelete(target);
      recordFor(target, { confirming: false });
    } catch {
      recordFor(target, { deleteError: 'The photo could not be deleted. Please try again.' });
    } finally {
      setDeleting(false);
    }
  };

  return {
    open,
    current,
    path,
    confirming: shown?.confirming ?? false,
    deleteError: shown?.deleteError ?? null,
    failed: shown?.failed ?? false,
    deleting,
    record,
    show,
    move,
    remove,
  };
}
