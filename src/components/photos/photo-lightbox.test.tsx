import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PhotoGallery } from './photo-gallery';
import { PhotoLightbox } from './photo-lightbox';

const photos = ['/api/files/a.png', '/api/files/b.png', '/api/files/c.png'];

describe('PhotoGallery and lightbox', () => {
  it('opens on a thumbnail; arrows move with wrap-around, counter N of M, Escape closes', async () => {
    const { user } = renderWithProviders(<PhotoGallery photos={photos} label="Maple" />);
    await user.click(await screen.findByRole('button', { name: 'Maple photo 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show Maple photo 1' }));
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/files\/a\.png$/),
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows Failed to load for a thumbnail that cannot load', async () => {
    renderWithProviders(<PhotoGallery photos={['/api/files/broken.png']} label="Maple" />);
    const thumbnail = await screen.findByRole('button', { name: 'Maple photo 1' });
    fireEvent.error(within(thumbnail).getByAltText('Maple photo 1'));
    expect(await screen.findByText('Failed to load')).toBeInTheDocument();
  });
});

describe('PhotoLightbox per-photo state', () => {
  function Harness({ onDelete }: { onDelete: (path: string) => Promise<void> }) {
    const [index, setIndex] = useState<number | null>(0);
    return (
      <PhotoLightbox
        photos={photos}
        index={index}
        label="Maple"
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        onDelete={onDelete}
      />
    );
  }

  it('drops a pending confirmation and a delete failure when another photo shows, also on return', async () => {
    const onDelete = vi.fn().mockRejectedValue(new Error('refused'));
    const { user } = renderWithProviders(<Harness onDelete={onDelete} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    expect(onDelete).toHaveBeenCalledWith('/api/files/a.png');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The photo could not be deleted. Please try again.',
    );
    expect(within(dialog).getByText('Delete this photo?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Delete this photo?')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Show Maple photo 1' }));
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Delete this photo?')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
