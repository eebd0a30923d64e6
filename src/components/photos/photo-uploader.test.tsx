import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_PATTERN } from '@mocks/http';
import { setAccessTokenGetter } from '@/lib/auth/access-token';
import { renderWithProviders } from '@/testing/render';
import { PhotoUploader } from './photo-uploader';

const png = (name = 'kitchen.png', size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderUploader(props: Partial<Parameters<typeof PhotoUploader>[0]> = {}) {
  const onUploaded = vi.fn();
  renderWithProviders(
    <PhotoUploader entity="rental-properties" entityId="p1" existingCount={0} onUploaded={onUploaded} {...props} />,
  );
  // The app's providers install the signed-in user's token getter; the uploads here send a fixed token.
  setAccessTokenGetter(async () => 'test-token');
  return { onUploaded, input: screen.getByLabelText('Choose photos to upload') as HTMLInputElement };
}

function answerUpload(resolver: Parameters<typeof mswHttp.post>[1]) {
  server.use(mswHttp.post(`${API_PATTERN}/rental-properties/:id/photos`, resolver));
}

describe('PhotoUploader', () => {
  beforeEach(() => setAccessTokenGetter(async () => 'test-token'));
  afterEach(() => setAccessTokenGetter(async () => null));

  it('uploads each file in the field "photos" with the bearer token and shows Completed 100%', async () => {
    let seen: { auth: string | null; files: number } | undefined;
    answerUpload(async ({ request }) => {
      const form = await request.formData();
      seen = {
        auth: request.headers.get('Authorization'),
        // jsdom's XHR does not carry the file name through to MSW; the field and the count are what matter.
        files: form.getAll('photos').length,
      };
      return HttpResponse.json({ photos: ['files/a.png', 'files/kitchen.png'] });
    });
    const { input, onUploaded } = renderUploader();
    await userEvent.upload(input, png());
    expect(await screen.findByText('Completed 100%')).toBeInTheDocument();
    expect(seen).toEqual({ auth: 'Bearer test-token', files: 1 });
    expect(onUploaded).toHaveBeenCalledWith(['files/a.png', 'files/kitchen.png']);
  });

  it.each([
    [413, 'File size exceeds 10MB limit'],
    [403, 'You do not have permission to upload photos.'],
    [507, 'Storage quota exceeded. Please contact support.'],
    [500, 'Server error. Please try again later.'],
  ])('shows Failed with the message for status %i', async (status, message) => {
    answerUpload(() => HttpResponse.json({ title: 'x', status }, { status }));
    const { input, onUploaded } = renderUploader();
    await userEvent.upload(input, png());
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it.each([
    [
      "the server's count message",
      { detail: 'Maximum 10 files allowed. You have 9 existing and trying to add 1 more.' },
      'Maximum 10 files allowed. You have 9 existing and trying to add 1 more.',
    ],
    ["the spec's type message without a detail", {}, 'Only JPEG, PNG, and WebP files are allowed'],
  ])('a 400 shows %s', async (_case, body, message) => {
    answerUpload(() => HttpResponse.json({ title: 'Bad Request', status: 400, ...body }, { status: 400 }));
    const { input, onUploaded } = renderUploader();
    await userEvent.upload(input, png());
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('reports a network error when no answer comes', async () => {
    answerUpload(() => HttpResponse.error());
    const { input } = renderUploader();
    await userEvent.upload(input, png());
    expect(await screen.findByText('Network error. Please check your internet connection.')).toBeInTheDocument();
  });

  it('refuses files on the client before uploading: type, size and count', async () => {
    const calls = vi.fn();
    answerUpload(() => {
      calls();
      return HttpResponse.json({ photos: [] });
    });
    const { input } = renderUploader({ existingCount: 8 });
    await userEvent.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Maximum 10 files allowed. You have 8 existing and trying to add 3 more.',
    );
    await userEvent.upload(input, png('big.png', 10_485_761));
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 10MB limit');
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    // userEvent.upload honours `accept`; fire the change directly to simulate a drag-in of a GIF.
    await userEvent.upload(input, gif, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG, PNG, and WebP files are allowed');
    await waitFor(() => expect(calls).not.toHaveBeenCalled());
  });
});
