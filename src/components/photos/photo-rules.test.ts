import { uploadErrorMessage } from '@/lib/api/upload';
import { photoCountProblem, photoFileName, photoFileProblem, photoUrl, PHOTO_MAX_BYTES } from './photo-rules';

describe('photo file rules', () => {
  it('accepts JPEG, PNG and WebP up to 10MB', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/webp', size: 5 })).toBeNull();
  });
  it('refuses other types and files over 10MB', () => {
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe('Only JPEG, PNG, and WebP files are allowed');
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe('Only JPEG, PNG, and WebP files are allowed');
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('File size exceeds 10MB limit');
  });
  it('allows at most 10 files including existing ones', () => {
    expect(photoCountProblem(7, 3)).toBeNull();
    expect(photoCountProblem(8, 3)).toBe('Maximum 10 files allowed. You have 8 existing and trying to add 3 more.');
  });
});

describe('photo url', () => {
  const base = 'http://localhost:5173/app/api';
  it('keeps absolute URLs', () => {
    expect(photoUrl('https://cdn.example.com/a.jpg', base)).toBe('https://cdn.example.com/a.jpg');
    expect(photoUrl('blob:http://x/1', base)).toBe('blob:http://x/1');
  });
  it('prefixes other paths with the API host', () => {
    expect(photoUrl('/api/files/abc.jpg', 'https://api.example.com/api')).toBe(
      'https://api.example.com/api/files/abc.jpg',
    );
    expect(photoUrl('/app/api/files/abc.jpg', base)).toBe('http://localhost:5173/app/api/files/abc.jpg');
    expect(photoUrl('files/abc.jpg', base)).toBe('http://localhost:5173/app/api/files/abc.jpg');
  });
  it('names the file from its path', () => {
    expect(photoFileName('/files/props%2Fkitchen.jpg?x=1')).toBe('props/kitchen.jpg');
  });
});

describe('upload error messages', () => {
  it('maps statuses to the spec messages', () => {
    expect(uploadErrorMessage({ kind: 'response', status: 400 })).toBe('Only JPEG, PNG, and WebP files are allowed');
    expect(uploadErrorMessage({ kind: 'response', status: 413 })).toBe('File size exceeds 10MB limit');
    expect(uploadErrorMessage({ kind: 'response', status: 403 })).toBe('You do not have permission to upload photos.');
    expect(uploadErrorMessage({ kind: 'response', status: 507 })).toBe(
      'Storage quota exceeded. Please contact support.',
    );
    expect(uploadErrorMessage({ kind: 'response', status: 500 })).toBe('Server error. Please try again later.');
    expect(uploadErrorMessage({ kind: 'response', status: 404 })).toBe('Server error. Please try again later.');
    expect(uploadErrorMessage({ kind: 'no-response' })).toBe('Network error. Please check your internet connection.');
    expect(uploadErrorMessage({ kind: 'other' })).toBe('Upload failed. Please check your connection and try again.');
  });
});
