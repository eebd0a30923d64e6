import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_PATTERN } from '@mocks/http';
import { setAccessTokenGetter } from '@/lib/auth/access-token';
import { problemDetail, uploadErrorMessage, uploadPhotos, UploadError, UPLOAD_MESSAGES } from './upload';

const COUNT_MESSAGE = 'Maximum 10 files allowed. You have 9 existing and trying to add 2 more.';
const png = () => new File([new Uint8Array(64)], 'a.png', { type: 'image/png' });
const problem = (status: number, detail?: string) =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Bad Request', status, ...(detail ? { detail } : {}) },
    {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    },
  );

describe('uploadErrorMessage', () => {
  it("a 400 shows the server's detail when it has one (the count refusal), else the spec's type message", () => {
    expect(uploadErrorMessage({ kind: 'response', status: 400, detail: COUNT_MESSAGE })).toBe(COUNT_MESSAGE);
    expect(uploadErrorMessage({ kind: 'response', status: 400, detail: UPLOAD_MESSAGES.badRequest })).toBe(
      UPLOAD_MESSAGES.badRequest,
    );
    expect(uploadErrorMessage({ kind: 'response', status: 400 })).toBe('Only JPEG, PNG, and WebP files are allowed');
    expect(uploadErrorMessage({ kind: 'response', status: 400, detail: '' })).toBe(
      'Only JPEG, PNG, and WebP files are allowed',
    );
  });

  it('other statuses keep the spec texts whatever the body says', () => {
    expect(uploadErrorMessage({ kind: 'response', status: 413, detail: 'Too big' })).toBe(
      'File size exceeds 10MB limit',
    );
    expect(uploadErrorMessage({ kind: 'response', status: 500, detail: 'Boom' })).toBe(
      'Server error. Please try again later.',
    );
  });
});

describe('problemDetail', () => {
  it('reads a non-empty detail of a JSON problem body, nothing otherwise', () => {
    expect(problemDetail(JSON.stringify({ title: 'Bad Request', detail: COUNT_MESSAGE }))).toBe(COUNT_MESSAGE);
    expect(problemDetail(JSON.stringify({ title: 'Bad Request' }))).toBeUndefined();
    expect(problemDetail(JSON.stringify({ detail: '  ' }))).toBeUndefined();
    expect(problemDetail(JSON.stringify({ detail: 42 }))).toBeUndefined();
    expect(problemDetail('<html>Bad Request</html>')).toBeUndefined();
    expect(problemDetail('')).toBeUndefined();
  });
});

describe('uploadPhotos', () => {
  beforeEach(() => setAccessTokenGetter(async () => 'test-token'));
  afterEach(() => setAccessTokenGetter(async () => null));

  const answer = (resolver: () => Response) => server.use(mswHttp.post(`${API_PATTERN}/units/:id/photos`, resolver));
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as UploadError,
    );

  it("rejects a refused 400 with the server's count message", async () => {
    answer(() => problem(400, COUNT_MESSAGE));
    const error = await failure(uploadPhotos({ entity: 'units', id: 'u1', files: [png()] }));
    expect(error).toBeInstanceOf(UploadError);
    expect(error!.message).toBe(COUNT_MESSAGE);
    expect(error!.failure).toEqual({ kind: 'response', status: 400, detail: COUNT_MESSAGE });
  });

  it("rejects a 400 without a detail with the spec's type message", async () => {
    answer(() => problem(400));
    const error = await failure(uploadPhotos({ entity: 'units', id: 'u1', files: [png()] }));
    expect(error!.message).toBe('Only JPEG, PNG, and WebP files are allowed');
  });
});
