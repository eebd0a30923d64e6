/**
 * The state of each file in the photo uploader (spec 1 §4 "Photo upload item"): pending,
 * uploading (with percent), completed (100 percent), error (Failed, with the reason).
 */
export type UploadItemStatus = 'pending' | 'uploading' | 'completed' | 'error';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadItemStatus;
  percent: number;
  error?: string;
}

export type UploadItemsAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'complete'; key: string }
  | { type: 'fail'; key: string; message: string }
  | { type: 'remove'; key: string }
  | { type: 'clearFinished' };

let counter = 0;
/** New pending items for chosen files (each with its own key). */
export function newUploadItems(files: readonly File[]): UploadItem[] {
  return files.map((file) => {
    counter += 1;
    return { key: `${file.name}-${file.size}-${counter}`, file, status: 'pending' as const, percent: 0 };
  });
}

function patch(items: UploadItem[], key: string, change: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

export function uploadItemsReducer(items: UploadItem[], action: UploadItemsAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return patch(items, action.key, { status: 'uploading', percent: 0, error: undefined });
    case 'progress':
      // Progress never goes backwards and reaches 100 only when the server has answered.
      return items.map((item) =>
        item.key === action.key && item.status === 'uploading'
          ? { ...item, percent: Math.max(item.percent, Math.min(99, Math.round(action.percent))) }
          : item,
      );
    case 'complete':
      return patch(items, action.key, { status: 'completed', percent: 100, error: undefined });
    case 'fail':
      return patch(items, action.key, { status: 'error', error: action.message });
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'clearFinished':
      return items.filter((item) => item.status !== 'completed');
  }
}

/** The line shown for an item's state. */
export function uploadItemLabel(item: Pick<UploadItem, 'status' | 'percent'>): string {
  switch (item.status) {
    case 'pending':
      return 'Pending';
    case 'uploading':
      return `Uploading ${item.percent}%`;
    case 'completed':
      return 'Completed 100%';
    case 'error':
      return 'Failed';
  }
}
