import { lazy, Suspense } from 'react';

/**
 * The Add Unit modal of the property detail: the units area's unit form
 * (src/features/units/components/unit-form-modal.tsx), loaded only when opened, with the property
 * fixed. The unit mutations refresh this property's detail (['properties', 'detail', id]).
 */
const UnitFormModal = lazy(() => import('@/features/units').then((m) => ({ default: m.UnitFormModal })));

export function AddUnitModal({
  open,
  onClose,
  propertyId,
}: {
  open: boolean;
  onClose: () => void;
  propertyId: string;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <UnitFormModal open={open} onClose={onClose} propertyId={propertyId} />
    </Suspense>
  );
}
