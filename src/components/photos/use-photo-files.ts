import { useState, type ChangeEvent } from 'react';
import { photoCountProblem, photoFileProblem } from './photo-rules';

/**
 * The files chosen in a photo input: checked for type, size and count (spec 1 §5) against the photos
 * already there, then handed to `enqueue` one batch at a time; the first problem is kept for the
 * uploader to show, and nothing uploads while there is one. The input is cleared so that choosing the
 * same file again still fires.
 */
export function usePhotoFiles(existingCount: number, enqueue: (files: File[]) => Promise<void>) {
  const [problem, setProblem] = useState<string | null>(null);
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const countProblem = photoCountProblem(existingCount, files.length);
    const fileProblem = files.map((f) => photoFileProblem(f)).find(Boolean);
    setProblem(countProblem ?? fileProblem ?? null);
    if (countProblem || fileProblem) return;
    await enqueue(files);
  };
  return { problem, onFiles };
}
