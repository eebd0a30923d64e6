import { lazy, Suspense, type ComponentType } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { AppModal } from '@/components/app-modal';

/**
 * The Add Unit modal of the property detail. The unit form is the units area's
 * (src/features/units/components/unit-form-modal.tsx); it is loaded lazily when that module exists.
 * TODO(units): confirm the props below (`open`, `onClose`, `propertyId`) match the unit form's API.
 */
interface UnitFormModalProps {
  open: boolean;
  onClose: () => void;
  propertyId?: string;
}

const unitFormModules = import.meta.glob<{ UnitFormModal?: ComponentType<UnitFormModalProps>; default?: ComponentType<UnitFormModalProps> }>(
  '../../units/components/unit-form-modal.tsx',
);
const loadUnitForm = Object.values(unitFormModules)[0];
const LazyUnitFormModal = loadUnitForm
  ? lazy(async () => {
      const mod = await loadUnitForm();
      const component = mod.UnitFormModal ?? mod.default;
      if (!component) throw new Error('unit-form-modal.tsx exports no UnitFormModal');
      return { default: component };
    })
  : null;

export function AddUnitModal({ open, onClose, propertyId }: UnitFormModalProps) {
  if (!open) return null;
  if (LazyUnitFormModal) {
    return (
      <Suspense fallback={null}>
        <LazyUnitFormModal open={open} onClose={onClose} propertyId={propertyId} />
      </Suspense>
    );
  }
  // TODO(units): the unit form has not landed yet; this placeholder keeps the button working.
  return (
    <AppModal open={open} onClose={onClose} title="Add New Unit" size="large" footer={<Button onClick={onClose}>Close</Button>}>
      <Text>The unit form is not available yet.</Text>
    </AppModal>
  );
}
