import { Button, Text } from '@chakra-ui/react';
import { AppModal } from '@/components/app-modal';
import type { Unit } from '@/lib/api/schema.gen';

/** Props of the unit form modal (used by the units list, unit detail and the property detail's Add Unit). */
export interface UnitFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The unit to edit; absent when creating. */
  unit?: Unit | null;
  /** A fixed parent property (create from a property page): the property select is not shown. */
  propertyId?: string;
  /** Called with the saved unit after a successful create or update. */
  onSaved?: (unit: Unit) => void;
}

/** Temporary shell: the full form lands shortly. */
export function UnitFormModal({ open, onClose, unit }: UnitFormModalProps) {
  return (
    <AppModal open={open} onClose={onClose} title={unit ? `Edit Unit ${unit.unitNumber}` : 'Add New Unit'} size="large" footer={<Button onClick={onClose}>Cancel</Button>}>
      <Text>Loading the unit form…</Text>
    </AppModal>
  );
}

export default UnitFormModal;
