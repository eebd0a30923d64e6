import { api, unwrap } from '@/lib/api/client';
import type { PhotoEntity } from '@/lib/api/upload';

/**
 * DELETE /{entity}/{id}/photos/{encodedPhotoPath} (spec 1 §7 Photos). openapi-fetch encodes the path
 * parameter as one segment, so `/api/files/k` is sent as `%2Fapi%2Ffiles%2Fk`.
 */
export async function deletePhoto(entity: PhotoEntity, id: string, photoPath: string): Promise<void> {
  const params = { path: { id, photoPath } };
  switch (entity) {
    case 'rental-properties':
      await unwrap(api.DELETE('/rental-properties/{id}/photos/{photoPath}', { params }));
      return;
    case 'units':
      await unwrap(api.DELETE('/units/{id}/photos/{photoPath}', { params }));
      return;
    case 'maintenance-requests':
      await unwrap(api.DELETE('/maintenance-requests/{id}/photos/{photoPath}', { params }));
      return;
    case 'work-orders':
      await unwrap(api.DELETE('/work-orders/{id}/photos/{photoPath}', { params }));
      return;
  }
}
