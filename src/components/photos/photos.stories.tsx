import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { db, resetDb } from '@mocks/db';
import { PhotoGallery } from './photo-gallery';
import { PhotoUploader } from './photo-uploader';

/** The shared photo components: grid + lightbox (viewer) and the uploader's item states. */
function seededPhotos(): string[] {
  if (db.properties.count() === 0) resetDb();
  return db.properties.find((p) => p.name === 'Maple Court Apartments')?.photos ?? [];
}

function PhotosShowcase({ mode }: { mode: 'viewer' | 'uploader' }) {
  if (mode === 'viewer') return <PhotoGallery photos={seededPhotos()} label="Maple Court Apartments" />;
  return <PhotoUploader entity="rental-properties" entityId="story-property" existingCount={2} />;
}

const meta = {
  title: 'Components/Photos',
  component: PhotosShowcase,
  tags: ['autodocs'],
  // The docs page's props tables: the building block itself, not the story's wrapper.
  subcomponents: { PhotoGallery, PhotoUploader },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PhotosShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array(2048)], 'kitchen.png', { type: 'image/png' });

export const Viewer: Story = {
  args: { mode: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /Maple Court Apartments photo/ }).length).toBeGreaterThan(0);
  },
};

export const LightboxOpen: Story = {
  args: { mode: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getAllByRole('button', { name: /Maple Court Apartments photo/ })[0]!);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByText(/^1 of \d+$/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toBeInTheDocument();
  },
};

export const UploaderIdle: Story = { args: { mode: 'uploader' } };

export const UploaderUploading: Story = {
  args: { mode: 'uploader' },
  parameters: { msw: { handlers: [scenarios.loading('/rental-properties/:id/photos', 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose photos to upload'), png());
    await expect(await canvas.findByText(/^Uploading \d+%$/)).toBeInTheDocument();
  },
};

export const UploaderCompleted: Story = {
  args: { mode: 'uploader' },
  parameters: {
    msw: {
      handlers: [
        scenarios.json('/rental-properties/:id/photos', { photos: ['/api/files/story-1'], uploaded: [] }, 'post', 201),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose photos to upload'), png());
    await expect(await canvas.findByText('Completed 100%')).toBeInTheDocument();
  },
};

export const UploaderFailed: Story = {
  args: { mode: 'uploader' },
  parameters: { msw: { handlers: [scenarios.error('/rental-properties/:id/photos', 413, 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose photos to upload'), png());
    await waitFor(() => expect(canvas.getByText('Failed')).toBeInTheDocument());
    await expect(canvas.getByText('File size exceeds 10MB limit')).toBeInTheDocument();
  },
};

/** The server refuses with a 400 that is not the type error (photos added elsewhere meanwhile): its detail shows. */
export const UploaderRefusedByServer: Story = {
  args: { mode: 'uploader' },
  parameters: {
    msw: {
      handlers: [
        scenarios.json(
          '/rental-properties/:id/photos',
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'Maximum 10 files allowed. You have 10 existing and trying to add 1 more.',
          },
          'post',
          400,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose photos to upload'), png());
    await waitFor(() => expect(canvas.getByText('Failed')).toBeInTheDocument());
    await expect(
      canvas.getByText('Maximum 10 files allowed. You have 10 existing and trying to add 1 more.'),
    ).toBeInTheDocument();
  },
};

export const UploaderTooMany: Story = {
  args: { mode: 'uploader' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose photos to upload'), Array.from({ length: 9 }, png));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Maximum 10 files allowed. You have 2 existing and trying to add 9 more.',
    );
  },
};
